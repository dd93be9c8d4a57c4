import { useEffect, useState } from 'react';
import { toString as qrSvg } from 'qrcode';
import type { OrderDetailFieldsFragment } from '../../lib/__generated__/graphql';
import styles from './pickup.module.css';

type Pass = NonNullable<OrderDetailFieldsFragment['pickupPass']>;

/** The pass as an SVG image: the signed code alone (ADR 0067), large enough for a phone camera. */
function useQrImage(code: string): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void qrSvg(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then((svg) => {
      if (live) setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [code]);
  return image;
}

/** 수령 QR 코드: what the student shows at the pickup point's table. */
export function PickupPass({ pass }: { pass: Pass }) {
  const image = useQrImage(pass.code);
  return (
    <section className={styles.pass} aria-labelledby="pickup-pass-title">
      <h2 id="pickup-pass-title" className={styles.title}>
        수령 QR 코드
      </h2>
      <p className={styles.meta}>
        <strong>{pass.pickupPointName}</strong>에서 이 QR 코드를 보여 주세요. 상품 {pass.orderProductIds.length}개를 받을 수 있어요.
      </p>
      <div className={styles.qr}>
        {image ? <img src={image} alt={`주문 ${pass.orderId}번 수령 QR 코드`} width={220} height={220} /> : <div className={styles.qrPlaceholder} role="status" aria-label="QR 코드를 만드는 중이에요" />}
      </div>
      <p className={styles.meta}>QR 코드가 안 읽히면 이름과 휴대폰 번호 뒤 4자리를 말해 주세요.</p>
    </section>
  );
}
