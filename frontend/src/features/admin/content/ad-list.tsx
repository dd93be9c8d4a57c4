import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { AD_STATE_LABELS, type AdState } from '../../../../../domain/content/ad-schedule';
import type { StaffAdFieldsFragment } from '../../../lib/__generated__/graphql';
import { formatDateTime } from '../../../lib/format';
import styles from './content.module.css';

const STATE_TONES = {
  LIVE: 'success',
  SCHEDULED: 'info',
  ENDED: 'neutral',
  HIDDEN: 'warning',
} as const satisfies Record<AdState, BadgeTone>;

function windowText(ad: StaffAdFieldsFragment): string {
  if (!ad.startsAt && !ad.endsAt) return '정하지 않음 (켜 두는 동안 보여요)';
  return `${ad.startsAt ? formatDateTime(ad.startsAt) : '지금'} ~ ${ad.endsAt ? formatDateTime(ad.endsAt) : '끌 때까지'}`;
}

interface AdListProps {
  ads: readonly StaffAdFieldsFragment[];
  canOperate: boolean;
  busy: boolean;
  onEdit: (ad: StaffAdFieldsFragment) => void;
  onMove: (index: number, offset: -1 | 1) => void;
  onToggle: (ad: StaffAdFieldsFragment) => void;
  onDelete: (ad: StaffAdFieldsFragment) => void;
}

/** Every banner in the order students swipe through them, with its state and window. */
export function AdList({ ads, canOperate, busy, onEdit, onMove, onToggle, onDelete }: AdListProps) {
  return (
    <ol className={styles.adList} aria-label="광고 목록">
      {ads.map((ad, index) => (
        <li key={ad.id} className={styles.ad}>
          {ad.imageUrl ? (
            <img src={ad.imageUrl} alt="" className={styles.thumb} loading="lazy" />
          ) : (
            <span className={styles.textThumb} aria-hidden="true">
              글자 배너
            </span>
          )}
          <div className={styles.adBody}>
            <p className={styles.adTitle}>
              {index + 1}. {ad.primary} <Badge tone={STATE_TONES[ad.state]}>{AD_STATE_LABELS[ad.state]}</Badge>
            </p>
            {ad.secondary && <p className={styles.adMeta}>{ad.secondary}</p>}
            <p className={styles.adMeta}>링크 {ad.url}</p>
            <p className={styles.adMeta}>기간 {windowText(ad)}</p>
          </div>
          {canOperate && (
            <div className={styles.adActions}>
              <Button size="sm" variant="secondary" disabled={busy || index === 0} onClick={() => onMove(index, -1)}
                aria-label={`${ad.primary} 위로`}>
                위로
              </Button>
              <Button size="sm" variant="secondary" disabled={busy || index === ads.length - 1} onClick={() => onMove(index, 1)}
                aria-label={`${ad.primary} 아래로`}>
                아래로
              </Button>
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => onToggle(ad)} aria-label={`${ad.primary} ${ad.visible ? '끄기' : '켜기'}`}>
                {ad.visible ? '끄기' : '켜기'}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => onEdit(ad)} aria-label={`${ad.primary} 수정`}>
                수정
              </Button>
              <Button size="sm" variant="danger" disabled={busy} onClick={() => onDelete(ad)} aria-label={`${ad.primary} 삭제`}>
                삭제
              </Button>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
