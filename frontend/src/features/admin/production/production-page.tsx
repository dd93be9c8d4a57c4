import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/graphql-client';
import { paths } from '../../../lib/paths';
import { AdminPage } from '../admin-page';
import { useStaffLevel } from '../use-staff-level';
import { TRIGGER_LABELS } from './production-labels';
import styles from './production.module.css';
import { useFreezeProduction, useProductionSheets } from './use-production';

interface FreezeDialogProps {
  productId: number;
  productName: string;
  paidUnits: number;
  onClose: () => void;
}

/** 제작 확정: says what it means for the buyers before it happens. */
function FreezeDialog({ productId, productName, paidUnits, onClose }: FreezeDialogProps) {
  const freeze = useFreezeProduction();
  const [, navigate] = useLocation();
  return (
    <Modal
      open
      onClose={onClose}
      title="제작을 확정할까요?"
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button
            type="button"
            loading={freeze.isPending}
            loadingLabel="확정하는 중"
            onClick={() => freeze.mutate(productId, { onSuccess: ({ staffFreezeProduction: sheet }) => navigate(paths.adminProductionSheet(sheet.id)) })}
          >
            제작 확정
          </Button>
        </>
      }
    >
      <p>
        &lsquo;{productName}&rsquo;의 결제된 {paidUnits}개로 제작 시트를 만들어요. 확정한 뒤에는 자수·각인을 넣은 주문을 학생이 직접 바꾸거나 취소할 수
        없어요.
      </p>
      {freeze.error != null && (
        <p className={styles.error} role="alert">
          {errorMessage(freeze.error)}
        </p>
      )}
    </Modal>
  );
}

/** `/admin/products/:id/production`: where a product's production stands, its sheet versions, and 제작 확정 (ADMIN). */
export function ProductionPage() {
  const productId = Number(useParams<{ id: string }>().id);
  const query = useProductionSheets(productId);
  const { canOperate } = useStaffLevel();
  const [confirming, setConfirming] = useState(false);
  const freeze = query.data?.staffProductionFreeze;
  const title = freeze ? `${freeze.productName} 제작 시트` : '제작 시트';

  return (
    <AdminPage
      title={title}
      description={freeze ? (freeze.frozenAt ? `${formatDateTime(freeze.frozenAt)}에 제작을 확정했어요. 결제된 수량 ${freeze.paidUnits}개.` : `아직 제작을 확정하지 않았어요. 결제된 수량 ${freeze.paidUnits}개.`) : undefined}
      actions={
        canOperate && freeze ? (
          <Button size="sm" onClick={() => setConfirming(true)}>
            제작 확정
          </Button>
        ) : undefined
      }
    >
      {query.isPending ? (
        <div aria-busy="true" aria-label="제작 시트를 불러오는 중">
          <Skeleton height="160px" />
        </div>
      ) : query.isError ? (
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data.staffProductionSheets.length === 0 ? (
        <EmptyState title="아직 제작 시트가 없어요" description="공동구매가 마감되거나 제작을 확정하면 결제된 주문으로 제작 시트가 만들어져요." />
      ) : (
        <section className={styles.section} aria-labelledby="sheet-versions">
          <h2 id="sheet-versions" className={styles.sectionTitle}>
            버전
          </h2>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">버전</th>
                <th scope="col">만든 이유</th>
                <th scope="col">수량</th>
                <th scope="col">만든 사람</th>
                <th scope="col">만든 시각</th>
              </tr>
            </thead>
            <tbody>
              {query.data.staffProductionSheets.map((sheet) => (
                <tr key={sheet.id}>
                  <td data-label="버전">
                    <Link href={paths.adminProductionSheet(sheet.id)}>v{sheet.version}</Link>
                  </td>
                  <td data-label="만든 이유">{TRIGGER_LABELS[sheet.trigger]}</td>
                  <td data-label="수량">{sheet.totalUnits}개</td>
                  <td data-label="만든 사람">{sheet.createdBy ?? '자동'}</td>
                  <td data-label="만든 시각">{formatDateTime(sheet.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {confirming && freeze && (
        <FreezeDialog productId={productId} productName={freeze.productName} paidUnits={freeze.paidUnits} onClose={() => setConfirming(false)} />
      )}
    </AdminPage>
  );
}
