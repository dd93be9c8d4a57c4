import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { seoulDay } from '../../../../../domain/order-desk/order-line-filter';
import { ORDER_LINE_SORTS, ORDER_LINE_SORT_TEXT, type OrderLineSort } from '../../../../../domain/order-desk/order-desk';
import type { PayMethod, StaffOrderDeskPickersQuery } from '../../../lib/__generated__/graphql';
import { PAY_METHOD_LABELS } from '../../../lib/pay-methods';
import { PeriodPicker } from '../period-picker';
import { useDebouncedValue } from '../members/use-members';
import type { DeskQuery } from './desk-query';
import styles from './orders.module.css';

type Pickers = StaffOrderDeskPickersQuery['staffOrderDeskPickers'];

interface DeskFiltersProps {
  query: DeskQuery;
  pickers: Pickers | undefined;
  /** A changed filter: the desk goes back to page 1 and leaves any saved view. */
  onChange: (next: Partial<DeskQuery>) => void;
  now?: Date;
}

const idValue = (value: string) => (value ? Number(value) : null);

/** The desk's filters: search, product and option, pay method, pickup point, 택배 요청, period and order. */
export function DeskFilters({ query, pickers, onChange, now }: DeskFiltersProps) {
  const [typed, setTyped] = useState(query.q);
  const settled = useDebouncedValue(typed.trim());
  useEffect(() => {
    if (settled !== query.q.trim()) onChange({ q: settled });
    // Only a settled search moves the address; the address is the source of everything else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  // A saved view or a link replaced the search: show it in the box (adjusted while rendering).
  const [shownQ, setShownQ] = useState(query.q);
  if (shownQ !== query.q) {
    setShownQ(query.q);
    if (typed.trim() !== query.q.trim()) setTyped(query.q);
  }
  const product = pickers?.products.find((row) => row.id === query.product);
  return (
    <div role="search" aria-label="주문 찾기">
      <div className={styles.filters}>
        <div className={styles.search}>
          <TextField
            label="검색"
            type="search"
            placeholder="구매자 이름, 휴대폰 번호 또는 주문번호"
            value={typed}
            maxLength={50}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <Select
          label="상품"
          options={[{ value: '', label: '전체 상품' }, ...(pickers?.products ?? []).map((row) => ({ value: String(row.id), label: row.name }))]}
          value={query.product ? String(query.product) : ''}
          onChange={(event) => onChange({ product: idValue(event.target.value), option: null })}
        />
        <Select
          label="옵션"
          disabled={!product || product.options.length === 0}
          options={[{ value: '', label: '전체 옵션' }, ...(product?.options ?? []).map((row) => ({ value: String(row.id), label: row.text }))]}
          value={query.option ? String(query.option) : ''}
          onChange={(event) => onChange({ option: idValue(event.target.value) })}
        />
        <Select
          label="결제 수단"
          options={[{ value: '', label: '전체' }, ...Object.entries(PAY_METHOD_LABELS).map(([value, label]) => ({ value, label }))]}
          value={query.pay ?? ''}
          onChange={(event) => onChange({ pay: (event.target.value || null) as PayMethod | null })}
        />
        <Select
          label="수령 장소"
          options={[{ value: '', label: '전체' }, ...(pickers?.pickupPoints ?? []).map((row) => ({ value: String(row.id), label: row.name }))]}
          value={query.pickup ? String(query.pickup) : ''}
          onChange={(event) => onChange({ pickup: idValue(event.target.value) })}
        />
        <Select
          label="택배 요청"
          options={[
            { value: '', label: '전체' },
            { value: '1', label: '택배 요청만' },
          ]}
          value={query.ship ? '1' : ''}
          onChange={(event) => onChange({ ship: event.target.value === '1' })}
        />
        <Select
          label="정렬"
          options={ORDER_LINE_SORTS.map((sort) => ({ value: sort, label: ORDER_LINE_SORT_TEXT[sort] }))}
          value={query.sort}
          onChange={(event) => onChange({ sort: event.target.value as OrderLineSort })}
        />
      </div>
      <PeriodPicker legend="주문일" value={{ from: query.from, to: query.to }} onChange={(period) => onChange(period)} now={now} />
      {product?.saleStartedAt && (
        // A sale round of a product is its sale window: its orders are the round's (the campaign
        // filter of group purchases comes with them, issue 17).
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => onChange({ from: seoulDay(new Date(product.saleStartedAt!)), to: seoulDay(product.saleEndedAt ? new Date(product.saleEndedAt) : (now ?? new Date())) })}
        >
          {product.name} 판매 기간으로 보기
        </Button>
      )}
    </div>
  );
}
