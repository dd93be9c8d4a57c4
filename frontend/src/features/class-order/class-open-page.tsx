import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { CLASS_ORDER_LIMITS } from '../../../../domain/class-order/class-order-rules';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { ButtonLink } from '../../components/ui/button-link';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { ApiError, errorMessage } from '../../lib/graphql-client';
import { paths } from '../../lib/paths';
import { ScreenSkeleton } from '../../widgets/member-page/member-only';
import styles from './class-order.module.css';
import { useOpenClassOrder, usePickupPoints } from './use-class-order';

type Field = 'department' | 'className' | 'pickupPointId' | 'closesAt' | 'productId';

/** The deadline as typed (a Seoul wall-clock time from a datetime-local field) as an instant. */
const seoulInstant = (local: string) => (local ? new Date(`${local}:00+09:00`).toISOString() : '');

/** `/class/new?product=<id>`: a representative opens a class order on a group product and gets its link. */
export function ClassOpenPage() {
  const productId = Number(new URLSearchParams(useSearch()).get('product'));
  const [, navigate] = useLocation();
  const points = usePickupPoints();
  const open = useOpenClassOrder();
  const [department, setDepartment] = useState('');
  const [className, setClassName] = useState('');
  const [pointId, setPointId] = useState('');
  const [closesAt, setClosesAt] = useState('');
  const [failure, setFailure] = useState<{ field: Field | null; message: string } | null>(null);

  if (!Number.isSafeInteger(productId) || productId <= 0) {
    return (
      <EmptyState
        title="단체 주문을 열 상품을 골라 주세요"
        description="과잠 같은 단체 주문 상품의 상품 페이지에서 '과대표 단체 주문 열기'를 눌러 주세요."
        action={<ButtonLink href={paths.products()}>상품 보러 가기</ButtonLink>}
      />
    );
  }
  if (points.isError) return <ErrorState message={errorMessage(points.error)} onRetry={() => void points.refetch()} />;
  if (!points.data) return <ScreenSkeleton label="수령 장소를 불러오는 중이에요" />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    open.mutate(
      { productId, department, className, pickupPointId: Number(pointId) || 0, closesAt: seoulInstant(closesAt) },
      {
        onSuccess: (row) => navigate(paths.classRoster(row.code)),
        onError: (error) => setFailure({ field: error instanceof ApiError ? ((error.extensions.field as Field | undefined) ?? null) : null, message: errorMessage(error) }),
      },
    );
  };
  const errorOf = (field: Field) => (failure?.field === field ? failure.message : undefined);

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="단체 주문 열기">
      <p className={styles.note}>링크를 받은 학생들이 각자 사이즈와 자수를 고르고 직접 결제해요. 과대표 계좌로 돈을 모으지 않아요.</p>
      <TextField label="학과" required maxLength={CLASS_ORDER_LIMITS.departmentMaxLength} value={department} onChange={(event) => setDepartment(event.target.value)} error={errorOf('department')} placeholder="경영학과" />
      <TextField label="반(학번)" required maxLength={CLASS_ORDER_LIMITS.classNameMaxLength} value={className} onChange={(event) => setClassName(event.target.value)} error={errorOf('className')} placeholder="23학번" />
      <Select
        label="수령 장소"
        required
        placeholder="수령 장소를 선택해 주세요"
        value={pointId}
        onChange={(event) => setPointId(event.target.value)}
        error={errorOf('pickupPointId')}
        options={points.data.map((point) => ({ value: String(point.id), label: point.name }))}
      />
      <TextField label="마감 시각" type="datetime-local" required value={closesAt} onChange={(event) => setClosesAt(event.target.value)} error={errorOf('closesAt')} hint="판매 기간 안에서 정해 주세요. 마감되면 명단이 잠겨요." />
      {failure && failure.field === null && (
        <p className={styles.error} role="alert">
          {failure.message}
        </p>
      )}
      {failure?.field === 'productId' && (
        <p className={styles.error} role="alert">
          {failure.message}
        </p>
      )}
      <Button type="submit" fullWidth disabled={open.isPending}>
        {open.isPending ? '여는 중…' : '단체 주문 열고 링크 받기'}
      </Button>
    </form>
  );
}
