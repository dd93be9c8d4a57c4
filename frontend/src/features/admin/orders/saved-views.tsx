import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/graphql-client';
import type { DeskQuery } from './desk-query';
import { deskQueryOfView } from './desk-query';
import { useDeleteOrderView, useOrderViews, useSaveOrderView } from './use-order-desk';
import styles from './orders.module.css';

interface SavedViewsProps {
  query: DeskQuery;
  onOpen: (query: DeskQuery) => void;
}

/** The staff member's own saved views: open one, save the current desk under a name, delete. */
export function SavedViews({ query, onOpen }: SavedViewsProps) {
  const views = useOrderViews();
  const save = useSaveOrderView();
  const remove = useDeleteOrderView();
  const [name, setName] = useState('');
  const list = views.data?.staffOrderViews ?? [];
  const current = list.find((view) => view.id === query.view);
  const failure = save.error ?? remove.error;
  return (
    <section aria-label="저장한 보기" className={styles.views}>
      <Select
        label="저장한 보기"
        options={[{ value: '', label: list.length === 0 ? '저장한 보기가 없어요' : '보기 고르기' }, ...list.map((view) => ({ value: String(view.id), label: view.name }))]}
        value={current ? String(current.id) : ''}
        onChange={(event) => {
          const view = list.find((row) => row.id === Number(event.target.value));
          if (view) onOpen(deskQueryOfView(view));
        }}
      />
      {current && (
        <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(current.id, { onSuccess: () => onOpen({ ...query, view: null }) })}>
          ‘{current.name}’ 보기 지우기
        </Button>
      )}
      <form
        className={styles.views}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ name, query }, { onSuccess: (view) => (setName(''), onOpen({ ...query, page: 1, view: view.id })) });
        }}
      >
        <TextField label="보기 이름" value={name} maxLength={30} onChange={(event) => setName(event.target.value)} placeholder="예: 발송 대기 카드결제" />
        <Button type="submit" variant="secondary" size="sm" disabled={save.isPending || name.trim() === ''}>
          지금 보기 저장
        </Button>
      </form>
      {failure && (
        <p role="alert" className={styles.muted}>
          {errorMessage(failure)}
        </p>
      )}
    </section>
  );
}
