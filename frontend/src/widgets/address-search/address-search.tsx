import { useContext, useEffect, useRef, useState } from 'react';
import { BottomSheet } from '../../components/ui/modal';
import { Spinner } from '../../components/ui/spinner';
import styles from './address-search.module.css';
import { foundAddressOf, PostcodeLoaderContext, type FoundAddress } from './postcode-loader';

/** What a form says when it switches to typing, with where a student finds a postcode instead. */
export const SEARCH_UNAVAILABLE_MESSAGE =
  '주소 검색 서비스를 불러오지 못했어요. 우편번호와 주소를 직접 입력해 주세요. 우편번호는 우체국 사이트나 택배 송장에서 확인할 수 있어요.';

interface AddressSearchProps {
  open: boolean;
  onClose: () => void;
  onFound: (address: FoundAddress) => void;
  /** The search cannot be shown (script blocked, offline): the form switches to typing. */
  onUnavailable: () => void;
}

/**
 * Kakao's postcode search (react-daum-postcode) embedded in a bottom sheet, where a thumb reaches
 * it on a phone. Choosing a result fills the form's postcode and road address.
 */
export function AddressSearch({ open, onClose, onFound, onUnavailable }: AddressSearchProps) {
  const load = useContext(PostcodeLoaderContext);
  const frameRef = useRef<HTMLDivElement>(null);
  const [loading, setLoading] = useState(true);
  const callbacks = useRef({ onFound, onUnavailable });
  useEffect(() => {
    callbacks.current = { onFound, onUnavailable };
  }, [onFound, onUnavailable]);

  useEffect(() => {
    const frame = frameRef.current;
    if (!open || !frame) return;
    let active = true;
    setLoading(true);
    load().then(
      (Postcode) => {
        if (!active) return;
        setLoading(false);
        new Postcode({
          oncomplete: (result) => callbacks.current.onFound(foundAddressOf(result)),
          width: '100%',
          height: '100%',
        }).embed(frame, { autoClose: false });
      },
      () => {
        if (active) callbacks.current.onUnavailable();
      },
    );
    return () => {
      active = false;
      // The service writes its frame into this element; a reopened sheet starts from an empty one.
      frame.replaceChildren();
    };
  }, [open, load]);

  return (
    <BottomSheet open={open} onClose={onClose} title="주소 검색">
      {loading && (
        <p className={styles.progress} role="status">
          <Spinner size={16} /> 주소 검색을 불러오는 중이에요…
        </p>
      )}
      <div ref={frameRef} className={styles.postcodeFrame} />
    </BottomSheet>
  );
}
