import { useStore } from 'jotai';
import { classOrderPath } from '../../../../domain/class-order/class-order-rules';
import { Button } from '../../components/ui/button';
import { showToast } from '../../lib/toast';
import styles from './class-order.module.css';

/** The one link to share: copied to the clipboard, or handed to the phone's share sheet when it has one. */
export function ClassShare({ code, title }: { code: string; title: string }) {
  const store = useStore();
  const url = `${window.location.origin}${classOrderPath(code)}`;
  const canShare = typeof navigator.share === 'function';
  const copy = () =>
    navigator.clipboard
      .writeText(url)
      .then(() => showToast('링크를 복사했어요. 단톡방에 붙여 넣어 주세요.', store))
      .catch(() => showToast('링크를 복사하지 못했어요. 주소를 길게 눌러 복사해 주세요.', store));
  const share = () => void navigator.share({ title, text: `${title}에 참여해 주세요.`, url }).catch(() => undefined);
  return (
    <div className={styles.form}>
      <p className={styles.note}>
        단체 주문 링크: <span data-testid="class-link">{url}</span>
      </p>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          링크 복사
        </Button>
        {canShare && (
          <Button type="button" variant="secondary" onClick={share}>
            공유하기
          </Button>
        )}
      </div>
    </div>
  );
}
