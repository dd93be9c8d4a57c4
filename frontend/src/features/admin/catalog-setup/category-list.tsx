import { useState, type FormEvent } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import {
  StaffCreateCategoryDocument,
  StaffDeleteCategoryDocument,
  StaffReorderCategoriesDocument,
  StaffUpdateCategoryDocument,
  type StaffCategoryFieldsFragment,
} from '../../../lib/__generated__/graphql';
import { errorMessage } from '../../../lib/graphql-client';
import { CATEGORY_NAME_MAX } from '../../../../../domain/catalog-setup/category-rules';
import styles from './catalog-setup.module.css';
import { fieldOf, useSetupMutation } from './use-catalog-setup';

type Category = StaffCategoryFieldsFragment;

interface ListProps {
  categories: readonly Category[];
  canOperate: boolean;
  onSelect: (id: number) => void;
}

/** Whether the rules would let staff delete it: empty, no sub categories, not on the home page. */
const deletable = (category: Category, all: readonly Category[]) =>
  category.productCount === 0 && !category.promoted && !all.some((row) => row.parentId === category.id);

function CategoryEditor({ category, all, onDone }: { category: Category; all: readonly Category[]; onDone: () => void }) {
  const [content, setContent] = useState(category.content);
  const [visible, setVisible] = useState(category.visible);
  const [parent, setParent] = useState(String(category.parentId ?? ''));
  const update = useSetupMutation(StaffUpdateCategoryDocument);
  // A sub category may move to another main category of the same kind (the server checks it too).
  const mains = category.parentId === null ? [] : all.filter((row) => row.parentId === null && row.isGroup === category.isGroup);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parentId = category.parentId === null ? null : Number(parent);
    update.mutate({ data: { id: category.id, content, visible, parentId, expectedUpdatedAt: category.updatedAt } }, { onSuccess: onDone });
  };
  const field = fieldOf(update.error);
  return (
    <form className={styles.form} onSubmit={submit} aria-label={`${category.content} 카테고리 고치기`}>
      <TextField
        label="카테고리 이름"
        value={content}
        maxLength={CATEGORY_NAME_MAX}
        onChange={(event) => setContent(event.target.value)}
        error={field === 'content' ? errorMessage(update.error) : null}
        required
      />
      {mains.length > 1 && (
        <Select
          label="대분류"
          value={parent}
          onChange={(event) => setParent(event.target.value)}
          options={mains.map((main) => ({ value: String(main.id), label: main.content }))}
          error={field === 'parentId' ? errorMessage(update.error) : null}
        />
      )}
      <Checkbox
        label="학생에게 보이기"
        description={category.parentId === null ? '숨기면 하위 카테고리도 학생에게 보이지 않아요.' : undefined}
        checked={visible}
        onChange={(event) => setVisible(event.target.checked)}
        error={field === 'visible' ? errorMessage(update.error) : null}
      />
      {update.isError && field !== 'content' && field !== 'visible' && field !== 'parentId' && (
        <p className={styles.error} role="alert">
          {errorMessage(update.error)}
        </p>
      )}
      <div className={styles.formActions}>
        <Button type="submit" size="sm" loading={update.isPending}>
          저장
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          취소
        </Button>
      </div>
    </form>
  );
}

function CategoryRow({ category, siblings, all, canOperate, onSelect }: { category: Category; siblings: readonly Category[]; all: readonly Category[] } & Omit<ListProps, 'categories'>) {
  const [editing, setEditing] = useState(false);
  const reorder = useSetupMutation(StaffReorderCategoriesDocument);
  const remove = useSetupMutation(StaffDeleteCategoryDocument);
  const index = siblings.findIndex((row) => row.id === category.id);
  const move = (offset: number) => {
    const ids = siblings.map((row) => row.id);
    [ids[index], ids[index + offset]] = [ids[index + offset]!, ids[index]!];
    reorder.mutate({ data: { parentId: category.parentId ?? null, isGroup: category.isGroup, ids } });
  };
  const problem = reorder.error ?? remove.error;
  return (
    <li className={`${styles.row} ${category.parentId === null ? '' : styles.sub}`}>
      <span className={styles.name}>{category.content}</span>
      {!category.visible && <Badge tone="warning">숨김</Badge>}
      {category.promoted && <Badge tone="info">홈 추천</Badge>}
      <span className={styles.meta}>상품 {category.productCount.toLocaleString('ko-KR')}개</span>
      <div className={styles.actions}>
        <Button size="sm" variant="ghost" onClick={() => onSelect(category.id)} aria-label={`${category.content} 변경 기록 보기`}>
          기록
        </Button>
        {canOperate && (
          <>
            <Button size="sm" variant="secondary" disabled={index === 0 || reorder.isPending} onClick={() => move(-1)} aria-label={`${category.content} 위로`}>
              ▲
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={index === siblings.length - 1 || reorder.isPending}
              onClick={() => move(1)}
              aria-label={`${category.content} 아래로`}
            >
              ▼
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)} aria-label={`${category.content} 고치기`}>
              고치기
            </Button>
            {deletable(category, all) && (
              <Button size="sm" variant="danger" loading={remove.isPending} onClick={() => remove.mutate({ id: category.id })} aria-label={`${category.content} 지우기`}>
                지우기
              </Button>
            )}
          </>
        )}
      </div>
      {problem && (
        <p className={styles.error} role="alert">
          {errorMessage(problem)}
        </p>
      )}
      {editing && <CategoryEditor category={category} all={all} onDone={() => setEditing(false)} />}
    </li>
  );
}

/** One part of the shop's categories (regular or group): main categories, each followed by its sub categories. */
export function CategoryList({ categories, canOperate, onSelect, label }: ListProps & { label: string }) {
  const mains = categories.filter((row) => row.parentId === null);
  return (
    <ul className={styles.list} aria-label={label}>
      {mains.flatMap((main) => {
        const children = categories.filter((row) => row.parentId === main.id);
        return [
          <CategoryRow key={main.id} category={main} siblings={mains} all={categories} canOperate={canOperate} onSelect={onSelect} />,
          ...children.map((child) => (
            <CategoryRow key={child.id} category={child} siblings={children} all={categories} canOperate={canOperate} onSelect={onSelect} />
          )),
        ];
      })}
    </ul>
  );
}

/** A new main category (regular or group), or a sub category under a chosen main category. */
export function NewCategoryForm({ mains }: { mains: readonly Category[] }) {
  const [content, setContent] = useState('');
  const [parent, setParent] = useState('');
  const [isGroup, setIsGroup] = useState(false);
  const create = useSetupMutation(StaffCreateCategoryDocument);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parentId = parent === '' ? null : Number(parent);
    create.mutate({ data: { content, parentId, isGroup: parentId === null ? isGroup : null } }, { onSuccess: () => setContent('') });
  };
  const field = fieldOf(create.error);
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="new-category-title">
      <h2 id="new-category-title" className={styles.cardTitle}>
        카테고리 추가
      </h2>
      <div className={styles.fields}>
        <TextField
          label="이름"
          value={content}
          maxLength={CATEGORY_NAME_MAX}
          onChange={(event) => setContent(event.target.value)}
          error={field === 'content' ? errorMessage(create.error) : null}
          required
        />
        <Select
          label="위치"
          value={parent}
          onChange={(event) => setParent(event.target.value)}
          options={[{ value: '', label: '대분류로 추가' }, ...mains.map((main) => ({ value: String(main.id), label: `${main.content} 아래` }))]}
          error={field === 'parentId' ? errorMessage(create.error) : null}
        />
      </div>
      {parent === '' && <Checkbox label="단체 주문 카테고리" checked={isGroup} onChange={(event) => setIsGroup(event.target.checked)} />}
      {create.isError && field !== 'content' && field !== 'parentId' && (
        <p className={styles.error} role="alert">
          {errorMessage(create.error)}
        </p>
      )}
      <div className={styles.formActions}>
        <Button type="submit" loading={create.isPending}>
          추가
        </Button>
      </div>
    </form>
  );
}
