import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import type { AdminProductEditorFieldsFragment } from '../../../lib/__generated__/graphql';
import { errorMessage } from '../../../lib/graphql-client';
import { paths } from '../../../lib/paths';
import { AdminPage } from '../admin-page';
import { AuditTrail } from '../audit/audit-trail';
import { useStaffLevel } from '../use-staff-level';
import styles from './admin-products.module.css';
import { firstProblem, formFromProduct, inputFromForm, problemOf, type FieldProblem, type ProductForm as Form } from './product-form-model';
import { ProductForm } from './product-form';
import { useAdminProduct, useCategoryChoices, useDuplicateProduct, useProductPickers, useSetProductVisibility, useUpdateProduct } from './use-admin-products';
import { VisibilityChecklist } from './visibility-panel';
import { SizeChartEditor } from './size-chart-editor';

const HIDDEN_LEVEL = 2;

/** The editor over one loaded product: the form keeps the version it was loaded at until saved. */
function Editor({ editor }: { editor: AdminProductEditorFieldsFragment }) {
  const { canOperate } = useStaffLevel();
  const [, navigate] = useLocation();
  const [form, setForm] = useState<Form>(() => formFromProduct(editor));
  const [version, setVersion] = useState(editor.updatedAt);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [saved, setSaved] = useState(false);
  const pickers = useProductPickers();
  const { categories } = useCategoryChoices();
  const update = useUpdateProduct();
  const duplicate = useDuplicateProduct();
  const visibility = useSetProductVisibility();
  const id = editor.product.id;
  const hidden = editor.product.productVisible > 0;

  const save = () => {
    setSaved(false);
    const local = firstProblem(form);
    setProblem(local);
    if (local) return;
    update.mutate(
      { id, expectedUpdatedAt: version, data: inputFromForm(form) },
      {
        onSuccess: (next) => {
          setVersion(next.updatedAt);
          setForm(formFromProduct(next));
          setSaved(true);
        },
        onError: (error) => setProblem(problemOf(error)),
      },
    );
  };
  const toggleVisibility = () =>
    visibility.mutate(
      { id, productVisible: hidden ? 0 : HIDDEN_LEVEL },
      {
        onSuccess: (next) => {
          setVersion(next.updatedAt);
          setForm((current) => ({ ...current, productVisible: String(next.product.productVisible) }));
        },
        onError: (error) => setProblem(problemOf(error)),
      },
    );

  const actions = (
    <div className={styles.actions}>
      <ButtonLink variant="secondary" size="sm" href={paths.adminProductOptions(id)}>
        옵션·재고
      </ButtonLink>
      <ButtonLink variant="secondary" size="sm" href={paths.adminProductImages(id)}>
        이미지
      </ButtonLink>
      {editor.product.productType !== 'SINGLEFREE' && (
        <ButtonLink variant="secondary" size="sm" href={paths.adminCampaignNew({ product: id })}>
          공동구매 설정
        </ButtonLink>
      )}
      {canOperate && (
        <>
          <Button variant="secondary" size="sm" loading={visibility.isPending} onClick={toggleVisibility}>
            {hidden ? '학생에게 보이기' : '학생에게 숨기기'}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            loading={duplicate.isPending}
            onClick={() =>
              duplicate.mutate(id, {
                onSuccess: (copy) => navigate(paths.adminProduct(copy.product.id)),
                onError: (error) => setProblem(problemOf(error)),
              })
            }
          >
            복사해서 새 상품 만들기
          </Button>
        </>
      )}
    </div>
  );

  return (
    <AdminPage title={editor.product.name} actions={actions}>
      <div className={styles.layout}>
        <div>
          {saved && (
            <p role="status" className={styles.summary}>
              저장했어요.
            </p>
          )}
          {pickers.data && categories ? (
            <ProductForm
              form={form}
              onChange={setForm}
              onSubmit={save}
              pickers={pickers.data}
              categories={categories}
              problem={problem}
              readOnly={!canOperate}
              saving={update.isPending}
              submitLabel="저장하기"
            />
          ) : pickers.isError ? (
            <ErrorState message={errorMessage(pickers.error)} onRetry={() => void pickers.refetch()} />
          ) : (
            <div role="status" aria-busy="true" aria-label="입력 양식을 준비하는 중이에요">
              <Skeleton width="100%" height="20rem" />
            </div>
          )}
          <SizeChartEditor productId={editor.product.id} chart={editor.product.sizeChart ?? null} readOnly={!canOperate} />
        </div>
        <aside className={styles.aside} aria-label="상품 상태">
          <VisibilityChecklist checks={editor.visibilityChecklist} />
          <AuditTrail objectType="PRODUCT" objectId={id} />
        </aside>
      </div>
    </AdminPage>
  );
}

/** `/admin/products/:id`: every field of one product, why a student does or does not see it, and its history. */
export function AdminProductPage() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const product = useAdminProduct(id);
  if (product.isError) {
    return (
      <AdminPage title="상품">
        <ErrorState message={errorMessage(product.error)} onRetry={() => void product.refetch()} />
      </AdminPage>
    );
  }
  if (!product.data) {
    return (
      <AdminPage title="상품">
        <div role="status" aria-busy="true" aria-label="상품을 불러오는 중이에요">
          <Skeleton width="100%" height="24rem" />
        </div>
      </AdminPage>
    );
  }
  // A new key when another product opens (duplicate), so the form starts from that product.
  return <Editor key={product.data.product.id} editor={product.data} />;
}
