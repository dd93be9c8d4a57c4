import { useCallback, useState, type FormEvent } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/graphql-client';
import { useStaffLevel } from '../use-staff-level';
import { canScanWithCamera, PickupScanner } from './pickup-scanner';
import styles from './pickup.module.css';
import { useCheckOffPickup, usePickupRoster, type RosterEntry, type RosterLine } from './use-pickup';

const waiting = (line: RosterLine) => line.status !== 'COMPLETED' && !line.shippingRequested;

function LineState({ line }: { line: RosterLine }) {
  if (line.status === 'COMPLETED') return <Badge tone="neutral">수령 완료</Badge>;
  if (line.shippingRequested) return <Badge tone="info">택배 요청</Badge>;
  return <Badge tone="warning">수령 대기</Badge>;
}

interface EntryProps {
  entry: RosterEntry;
  canOperate: boolean;
  busy: boolean;
  onCheckOff: (ids: number[], who: string) => void;
}

function Entry({ entry, canOperate, busy, onCheckOff }: EntryProps) {
  const open = entry.lines.filter(waiting);
  const who = `${entry.name}(${entry.phoneLast4})`;
  return (
    <li className={styles.entry} aria-label={`${entry.name} ${entry.phoneLast4}`}>
      <div className={styles.entryHead}>
        <h2 className={styles.entryName}>
          {entry.name} <span className={styles.muted}>· {entry.phoneLast4 || '번호 없음'} · 주문 {entry.orderId}</span>
        </h2>
        {canOperate && open.length > 1 && (
          <Button size="sm" disabled={busy} onClick={() => onCheckOff(open.map((line) => line.orderProductId), who)}>
            {open.length}개 모두 수령 확인
          </Button>
        )}
      </div>
      <ul className={styles.lines}>
        {entry.lines.map((line) => (
          <li key={line.orderProductId} className={styles.line}>
            <div className={styles.lineText}>
              <strong>{line.productName}</strong>
              <span className={styles.muted}>
                {[line.optionText, line.inputs.length > 0 ? `자수 ${line.inputs.join(' / ')}` : null, `${line.count}개`].filter(Boolean).join(' · ')}
              </span>
            </div>
            <LineState line={line} />
            {canOperate && waiting(line) && (
              <Button size="sm" variant="secondary" disabled={busy} aria-label={`${line.productName} 수령 확인`} onClick={() => onCheckOff([line.orderProductId], who)}>
                수령 확인
              </Button>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The roster of one point: search (typed, scanned by a USB scanner, or by the camera), counts, check-off. */
export function PickupRoster({ pickupPointId }: { pickupPointId: number }) {
  const { canOperate } = useStaffLevel();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [scanning, setScanning] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const roster = usePickupRoster(pickupPointId, search);
  const checkOff = useCheckOffPickup(pickupPointId);
  const onCode = useCallback((code: string) => {
    setScanning(false);
    setDraft(code);
    setSearch(code.trim());
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
  };
  const onCheckOff = (ids: number[], who: string) =>
    checkOff.mutate(ids, {
      onSuccess: () => setAnnouncement(`${who}님 상품 ${ids.length}개를 수령 완료로 처리했어요.`),
    });

  let body;
  if (roster.isError) body = <ErrorState message={errorMessage(roster.error)} onRetry={() => void roster.refetch()} />;
  else if (!roster.data) {
    body = (
      <div role="status" aria-busy="true" aria-label="명단을 불러오는 중이에요">
        <Skeleton width="100%" height="10rem" />
      </div>
    );
  } else {
    const { entries, collectedLines, remainingLines } = roster.data.staffPickupRoster;
    body = (
      <>
        <p className={styles.counts}>
          <span>수령 완료 {collectedLines.toLocaleString('ko-KR')}개</span>
          <span>남은 상품 {remainingLines.toLocaleString('ko-KR')}개</span>
        </p>
        {entries.length === 0 ? (
          <EmptyState title={search ? '찾는 학생이 없어요' : '이 수령 장소에서 건넬 상품이 없어요'} description={search ? '이름과 휴대폰 번호 뒤 4자리를 다시 확인해 주세요.' : '결제된 단체 수령 상품이 생기면 여기에 보여요.'} />
        ) : (
          <ul className={styles.entries} aria-label="수령 명단">
            {entries.map((entry) => (
              <Entry key={entry.orderId} entry={entry} canOperate={canOperate} busy={checkOff.isPending} onCheckOff={onCheckOff} />
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <>
      <form className={styles.search} role="search" onSubmit={submit}>
        <TextField
          label="학생 찾기"
          hint="이름, 이름과 휴대폰 번호 뒤 4자리(예: 김한빛 1234) 또는 QR 코드"
          value={draft}
          enterKeyHint="search"
          autoComplete="off"
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit">찾기</Button>
      </form>
      <div className={styles.tools}>
        {canScanWithCamera() && !scanning && (
          <Button variant="secondary" onClick={() => setScanning(true)}>
            카메라로 QR 스캔
          </Button>
        )}
        {search && (
          <Button
            variant="secondary"
            onClick={() => {
              setDraft('');
              setSearch('');
            }}
          >
            전체 명단 보기
          </Button>
        )}
      </div>
      {scanning && <PickupScanner onCode={onCode} onClose={() => setScanning(false)} />}
      {!canOperate && <p className={styles.muted}>보기 전용 계정이라 수령 확인은 할 수 없어요.</p>}
      {checkOff.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(checkOff.error)}
        </p>
      )}
      <p role="status" className={styles.muted}>
        {announcement}
      </p>
      {body}
    </>
  );
}
