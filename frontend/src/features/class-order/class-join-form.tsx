import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { CLASS_ORDER_LIMITS } from '../../../../domain/class-order/class-order-rules';
import { OPTION_INPUT_RULE_LABELS, optionInputRuleProblem } from '../../../../domain/catalog/option-input-rule';
import { Button } from '../../components/ui/button';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import type { ClassOrderQuery } from '../../lib/__generated__/graphql';
import { ApiError, errorMessage } from '../../lib/graphql-client';
import { formatKRW } from '../../lib/format';
import { paths } from '../../lib/paths';
import styles from './class-order.module.css';
import { useJoinClassOrder } from './use-class-order';

type Product = ClassOrderQuery['classOrder']['product'];

const optionLabel = (detail: Product['productOptionDetails'][number]) =>
  [detail.option0, detail.option1, detail.option2].filter(Boolean).join(' / ') +
  (detail.price ? ` (+${formatKRW(detail.price)})` : '') +
  (detail.count <= 0 ? ' · 품절' : '');

/**
 * A classmate's size and embroidery. Each text is checked by its input's rule (the same domain
 * sentence the server answers with) before anything is sent; the line then goes to the direct
 * checkout, where they pay for themselves.
 */
export function ClassJoinForm({ code, product }: { code: string; product: Product }) {
  const [, navigate] = useLocation();
  const join = useJoinClassOrder();
  const [detailId, setDetailId] = useState('');
  const [texts, setTexts] = useState<string[]>(() => product.productOptionInputs.map(() => ''));
  const [count, setCount] = useState(1);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const needsOption = product.productOptionDetails.length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (needsOption && !detailId) found['option'] = '사이즈(옵션)를 선택해 주세요.';
    product.productOptionInputs.forEach((input, slot) => {
      const text = texts[slot]?.trim() ?? '';
      const problem = text ? optionInputRuleProblem(input.key, input.rule, text) : `${input.key} 항목을 입력해 주세요.`;
      if (problem) found[`input${slot}`] = problem;
    });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    join.mutate(
      { code, productOptionDetailId: needsOption ? Number(detailId) : null, productOptionInputs: texts.map((text) => text.trim()), count },
      {
        onSuccess: () => navigate(paths.checkout({ direct: true })),
        onError: (error) => {
          const field = error instanceof ApiError ? error.extensions.field : null;
          if (field === 'productOptionInputs' || field === 'productOptionDetailId') setErrors({ [field === 'productOptionDetailId' ? 'option' : 'input0']: errorMessage(error) });
          else setFailure(errorMessage(error));
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="단체 주문 참여">
      {needsOption && (
        <Select
          label="사이즈(옵션)"
          required
          placeholder="사이즈를 선택해 주세요"
          value={detailId}
          onChange={(event) => setDetailId(event.target.value)}
          error={errors['option']}
          options={product.productOptionDetails.map((detail) => ({ value: String(detail.id), label: optionLabel(detail), disabled: detail.count <= 0 }))}
        />
      )}
      {product.productOptionInputs.map((input, slot) => (
        <TextField
          key={input.id}
          label={`${input.key} (자수)`}
          required
          hint={OPTION_INPUT_RULE_LABELS[input.rule]}
          maxLength={20}
          value={texts[slot] ?? ''}
          onChange={(event) => setTexts((current) => current.map((text, index) => (index === slot ? event.target.value : text)))}
          error={errors[`input${slot}`]}
          autoCapitalize={input.rule === 'INITIALS' ? 'characters' : undefined}
          inputMode={input.rule === 'STUDENT_NUMBER' ? 'text' : undefined}
        />
      ))}
      <Select
        label="수량"
        value={String(count)}
        onChange={(event) => setCount(Number(event.target.value))}
        options={Array.from({ length: CLASS_ORDER_LIMITS.maxCountPerMember }, (_, index) => ({ value: String(index + 1), label: `${index + 1}개` }))}
      />
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" fullWidth disabled={join.isPending}>
        {join.isPending ? '담는 중…' : '참여하고 결제하기'}
      </Button>
      <p className={styles.note}>결제는 각자 해요. 과대표나 다른 학생의 계좌로 돈을 보내지 마세요.</p>
    </form>
  );
}
