import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Select } from '../../../components/ui/select';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import type { StaffProductPickersQuery, CategoryFieldsFragment } from '../../../lib/__generated__/graphql';
import { useNow } from '../../../lib/clock';
import styles from './admin-products.module.css';
import { fromSeoulInput } from '../seoul-input';
import { DATE_FIELDS, type FieldProblem, type ProductForm as Form } from './product-form-model';
import { PRODUCT_TYPE_NAMES, VISIBILITY_OPTIONS } from './product-labels';
import { SalePreview } from './visibility-panel';

type Pickers = StaffProductPickersQuery['staffProductPickers'];
type Category = CategoryFieldsFragment & { categories?: readonly CategoryFieldsFragment[] };

export interface ProductFormProps {
  form: Form;
  onChange: (next: Form) => void;
  onSubmit: () => void;
  pickers: Pickers;
  categories: readonly Category[];
  problem: FieldProblem | null;
  /** ADMINHIDDEN reads the form but may not change it: inputs are read-only and no button shows. */
  readOnly: boolean;
  saving: boolean;
  submitLabel: string;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

/** Every field of the product staff set here; options, stock and images have their own screens. */
export function ProductForm({ form, onChange, onSubmit, pickers, categories, problem, readOnly, saving, submitLabel }: ProductFormProps) {
  const now = useNow();
  const set = <K extends keyof Form>(key: K) => (value: Form[K]) => onChange({ ...form, [key]: value });
  const error = (field: string) => (problem?.field === field ? problem.message : undefined);
  const text = (
    key: keyof Form & string,
    label: string,
    extra: { required?: boolean; hint?: string; maxLength?: number; inputMode?: 'numeric'; readOnly?: boolean } = {},
  ) => (
    <TextField
      label={label}
      name={key}
      value={form[key] as string}
      onChange={(event) => set(key)(event.target.value as never)}
      error={error(key)}
      {...extra}
      readOnly={readOnly || extra.readOnly}
    />
  );
  // A registered point fills the place and keeps it in step with the registry (the server copies
  // the registry's fields); 직접 입력 types a place for this product only.
  const pickPoint = (value: string) => {
    const point = pickers.pickupPoints.find((row) => String(row.id) === value);
    onChange(
      point
        ? {
            ...form,
            pickupPointId: point.id,
            pickupName: point.name,
            pickupPostCode: point.postCode,
            pickupAddress: point.address,
            pickupDetailAddress: point.detailAddress,
            pickupTel: point.tel,
            pickupNote: form.pickupNote || point.note,
          }
        : { ...form, pickupPointId: null },
    );
  };
  const registered = form.pickupPointId !== null;
  const area = (key: 'story' | 'info' | 'faq' | 'description', label: string, hint: string) => (
    <TextAreaField label={label} name={key} value={form[key]} onChange={(event) => set(key)(event.target.value)} error={error(key)} readOnly={readOnly} hint={hint} rows={key === 'description' ? 2 : 6} />
  );
  const allCategories = categories.flatMap((category) => [category, ...(category.categories ?? [])]);
  const toggleCategory = (id: number, on: boolean) =>
    set('categoryIds')(on ? [...form.categoryIds, id] : form.categoryIds.filter((picked) => picked !== id));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!readOnly) onSubmit();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="상품 정보">
      {problem && !(problem.field !== null && problem.field in form) && (
        <p role="alert" className={styles.alert}>
          {problem.message}
        </p>
      )}
      <Section title="기본 정보">
        {text('name', '상품 이름', { required: true, maxLength: 100 })}
        {text('code', '상품 코드', { required: true, hint: '영문, 숫자, -, _ 만 쓸 수 있어요. 쇼핑몰 안에서 겹치면 안 돼요.' })}
        {area('description', '한 줄 소개', '목록과 공유 미리보기에 보여요.')}
        <div className={styles.grid2}>
          <Select
            label="판매 방식"
            value={form.productType}
            onChange={(event) => set('productType')(event.target.value as Form['productType'])}
            options={Object.entries(PRODUCT_TYPE_NAMES).map(([value, label]) => ({ value, label }))}
            disabled={readOnly}
            error={error('productType')}
          />
          <Select
            label="공개 범위"
            value={form.productVisible}
            onChange={(event) => set('productVisible')(event.target.value)}
            options={VISIBILITY_OPTIONS}
            disabled={readOnly}
            error={error('productVisible')}
            hint="'모든 학생'이 아니면 학생에게 숨겨져요."
          />
        </div>
      </Section>
      <Section title="가격">
        <div className={styles.grid2}>
          {text('price', '정가(원)', { required: true, inputMode: 'numeric' })}
          {text('salePrice', '판매가(원)', { required: true, inputMode: 'numeric', hint: '정가보다 클 수 없어요.' })}
        </div>
      </Section>
      <Section title="판매·배송 일정">
        <div className={styles.grid2}>
          {DATE_FIELDS.map(([key, label]) => (
            <TextField
              key={key}
              type="datetime-local"
              label={`${label} (한국 시간)`}
              name={key}
              value={form[key]}
              onChange={(event) => set(key)(event.target.value)}
              error={error(key)}
              readOnly={readOnly}
            />
          ))}
        </div>
        <SalePreview window={{ saleStartedAt: fromSeoulInput(form.saleStartedAt), saleEndedAt: fromSeoulInput(form.saleEndedAt) }} now={now} />
      </Section>
      <Section title="배송과 리뷰">
        <div className={styles.grid2}>
          <Select
            label="배송 템플릿"
            required
            value={form.deliveryTemplateId}
            placeholder="배송 템플릿을 골라 주세요"
            onChange={(event) => set('deliveryTemplateId')(event.target.value)}
            options={pickers.deliveryTemplates.map((template) => ({ value: String(template.id), label: template.name }))}
            disabled={readOnly}
            error={error('deliveryTemplateId')}
          />
          <Select
            label="리뷰 유형"
            value={form.productReviewGroupId}
            onChange={(event) => set('productReviewGroupId')(event.target.value)}
            options={[{ value: '', label: '질문 없음' }, ...pickers.reviewTypes.map((type) => ({ value: String(type.id), label: type.content }))]}
            disabled={readOnly}
            error={error('productReviewGroupId')}
          />
        </div>
        <Checkbox label="단체 수령 장소로 배송해요" checked={form.pickup} onChange={(event) => set('pickup')(event.target.checked)} disabled={readOnly} />
        {form.pickup && (
          <div className={styles.grid2}>
            <Select
              label="수령 방식"
              value={form.pickupType}
              onChange={(event) => set('pickupType')(event.target.value as Form['pickupType'])}
              options={[
                { value: 'GROUP', label: '수령 장소로 한꺼번에' },
                { value: 'INDIVIDUAL', label: '구매자 주소로 각자' },
              ]}
              disabled={readOnly}
            />
            <Select
              label="등록된 단체 수령지"
              value={form.pickupPointId === null ? '' : String(form.pickupPointId)}
              onChange={(event) => pickPoint(event.target.value)}
              options={[{ value: '', label: '직접 입력' }, ...pickers.pickupPoints.map((point) => ({ value: String(point.id), label: point.name }))]}
              disabled={readOnly}
              error={error('pickupPointId')}
            />
            {text('pickupName', '수령 장소 이름', { required: true, readOnly: registered })}
            {text('pickupPostCode', '우편번호', { required: true, inputMode: 'numeric', readOnly: registered })}
            {text('pickupAddress', '주소', { required: true, readOnly: registered })}
            {text('pickupDetailAddress', '상세 주소', { readOnly: registered })}
            {text('pickupTel', '연락처', { required: true, readOnly: registered })}
            {text('pickupNote', '수령 안내')}
          </div>
        )}
      </Section>
      <Section title="태그와 카테고리">
        {text('tags', '태그', { hint: '쉼표로 나눠 적어 주세요. 예: 신상, 기모' })}
        <fieldset className={styles.categories} aria-describedby={error('categoryIds') ? 'category-error' : undefined}>
          <legend>카테고리</legend>
          {allCategories.map((category) => (
            <Checkbox
              key={category.id}
              label={`${category.categoryId ? '└ ' : ''}${category.content}${category.visible ? '' : ' (숨김)'}`}
              checked={form.categoryIds.includes(category.id)}
              onChange={(event) => toggleCategory(category.id, event.target.checked)}
              disabled={readOnly}
            />
          ))}
        </fieldset>
        {error('categoryIds') && (
          <p id="category-error" className={styles.alert}>
            {error('categoryIds')}
          </p>
        )}
      </Section>
      <Section title="상세 내용">
        {area('story', '상품 이야기', '그냥 글로 쓰거나 HTML을 붙여 넣어도 돼요. 저장할 때 안전한 태그만 남겨요.')}
        {area('info', '상품 정보', '소재, 세탁, 원산지, 사이즈표')}
        {area('faq', '자주 묻는 질문', 'Q. 와 A. 를 줄마다 적어 주세요.')}
      </Section>
      {!readOnly && (
        <div className={styles.actions}>
          <Button type="submit" loading={saving} loadingLabel="저장하는 중">
            {submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
