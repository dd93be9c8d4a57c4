import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import styles from './pickup.module.css';

/** The browser's barcode reader where it has one (Chrome on Android); typed loosely, it is not in TypeScript's DOM types yet. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

function barcodeDetector(): BarcodeDetectorClass | null {
  const candidate = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return typeof candidate === 'function' && typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia ? candidate : null;
}

/** Whether this phone can scan with its camera; otherwise staff use the text field (a USB or Bluetooth scanner types into it). */
export function canScanWithCamera(): boolean {
  return barcodeDetector() !== null;
}

/** The camera, read a few times a second until a QR code is seen; the code goes to `onCode` as the search. */
export function PickupScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    const Detector = barcodeDetector();
    if (!Detector) return;
    const detector = new Detector({ formats: ['qr_code'] });
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let live = true;
    void navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (!live || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        timer = setInterval(() => {
          if (!video.current) return;
          void detector.detect(video.current).then((codes) => {
            const code = codes[0]?.rawValue;
            if (code && live) {
              live = false;
              onCode(code);
            }
          });
        }, 300);
      })
      .catch(() => setProblem('카메라를 열 수 없어요. 브라우저의 카메라 권한을 확인하거나 아래 칸에 입력해 주세요.'));
    return () => {
      live = false;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onCode]);
  return (
    <div className={styles.scanner}>
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : (
        <video ref={video} className={styles.video} muted playsInline aria-label="QR 코드 스캔 화면" />
      )}
      <Button variant="secondary" onClick={onClose}>
        스캔 닫기
      </Button>
    </div>
  );
}
