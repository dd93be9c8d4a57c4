import { useState } from 'react';
import { useLocation } from 'wouter';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/graphql-client';
import { paths } from '../../../lib/paths';
import { AdminPage } from '../admin-page';
import { useStaffLevel } from '../use-staff-level';
import { EMPTY_FORM, firstProblem, inputFromForm, problemOf, type FieldProblem, type ProductForm as Form } from './product-form-model';
import { ProductForm } from './product-form';
import { useCategoryChoices, useCreateProduct, useProductPickers } from './use-admin-products';

/**
 * `/admin/products/new`: a product starts hidden from students (공개 범위 운영진), so staff add
 * options, stock and images before showing it.
 */
export function AdminProductNewPage() {
  const { canOperate } = useStaffLevel();
  const [, navigate] = useLocation();
  const [form, setForm] = useState<Form>(EMPTY_FORM);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const pickers = useProductPickers();
  const { categories } = useCategoryChoices();
  const create = useCreateProduct();
  // The first template is picked for staff until they pick another: most shops have one or two.
  const template = pickers.data?.deliveryTemplates[0];
  const current = form.deliveryTemplateId || !template ? form : { ...form, deliveryTemplateId: String(template.id) };

  const submit = () => {
    const local = firstProblem(current);
    setProblem(local);
    if (local) return;
    create.mutate(inputFromForm(current), {
      onSuccess: (editor) => navigate(paths.adminProduct(editor.product.id)),
      onError: (error) => setProblem(problemOf(error)),
    });
  };

  let body;
  if (!canOperate) body = <EmptyState title="상품을 등록할 권한이 없어요" description="운영진(관리자) 계정으로 로그인해 주세요." />;
  else if (pickers.isError) body = <ErrorState message={errorMessage(pickers.error)} onRetry={() => void pickers.refetch()} />;
  else if (!pickers.data || !categories) {
    body = (
      <div role="status" aria-busy="true" aria-label="입력 양식을 준비하는 중이에요">
        <Skeleton width="100%" height="24rem" />
      </div>
    );
  }
  else {
    body = (
      <ProductForm
        form={current}
        onChange={setForm}
        onSubmit={submit}
        pickers={pickers.data}
        categories={categories}
        problem={problem}
        readOnly={false}
        saving={create.isPending}
        submitLabel="등록하기"
      />
    );
  }
  return <AdminPage title="새 상품 등록">{body}</AdminPage>;
}
