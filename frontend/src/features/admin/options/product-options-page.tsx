import { useState } from 'react';
import { useParams } from 'wouter';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/graphql-client';
import { AdminPage } from '../admin-page';
import { AuditTrail } from '../audit/audit-trail';
import { useStaffLevel } from '../use-staff-level';
import { OptionsEditor } from './options-editor';
import { useProductOptions } from './use-product-options';

/**
 * `/admin/products/:id/options`: the product's option axes, the grid of every combination with its
 * extra price and stock, and the buyer's inputs, saved at once (ADR 0044). ADMINHIDDEN reads only.
 */
export function ProductOptionsPage() {
  const params = useParams<{ id: string }>();
  const productId = Number(params.id);
  const options = useProductOptions(productId);
  const { canOperate } = useStaffLevel();
  // A new generation after a reload throws the edited copy away, so the screen shows the other
  // staff member's save before this one edits again.
  const [generation, setGeneration] = useState(0);
  const reload = () => void options.refetch().then(() => setGeneration((value) => value + 1));

  let body;
  if (options.isError) body = <ErrorState message={errorMessage(options.error)} onRetry={() => void options.refetch()} />;
  else if (!options.data) {
    body = (
      <div role="status" aria-busy="true" aria-label="옵션을 불러오는 중이에요">
        <Skeleton width="100%" height="12rem" />
      </div>
    );
  } else {
    body = (
      <>
        <OptionsEditor key={generation} options={options.data} readOnly={!canOperate} onReload={reload} />
        <AuditTrail objectType="PRODUCT" objectId={productId} />
      </>
    );
  }
  return <AdminPage title={options.data ? `${options.data.productName} 옵션과 재고` : '옵션과 재고'}>{body}</AdminPage>;
}
