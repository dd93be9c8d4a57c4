import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/graphql-client';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { AdminPage } from '../admin-page';
import { useStaffWaitingRoom, useStaffWaitingRooms } from './use-waiting-rooms';
import { WaitingRoomForm } from './waiting-room-form';

const Loading = ({ label }: { label: string }) => (
  <div role="status" aria-busy="true" aria-label={label}>
    <Skeleton width="100%" height="8rem" />
  </div>
);

function Counts({ room }: { room: { queued: number; admitted: number; shopping: number; heldUnits: number; rate: number; rateMode: string } }) {
  const rate = room.rateMode === 'PER_MINUTE' ? `1분에 ${room.rate}명` : `동시에 최대 ${room.rate}명`;
  return (
    <dl aria-label="대기열 현황">
      <dt>대기 중</dt>
      <dd>{(room.queued - room.admitted).toLocaleString('ko-KR')}명</dd>
      <dt>입장</dt>
      <dd>{room.admitted.toLocaleString('ko-KR')}명 (지금 주문 중 {room.shopping.toLocaleString('ko-KR')}명)</dd>
      <dt>주문 중 잡아 둔 재고</dt>
      <dd>{room.heldUnits.toLocaleString('ko-KR')}개</dd>
      <dt>입장 속도</dt>
      <dd>{rate}</dd>
    </dl>
  );
}

function Board() {
  const rooms = useStaffWaitingRooms();
  if (rooms.isError) return <ErrorState message={errorMessage(rooms.error)} onRetry={() => void rooms.refetch()} />;
  if (!rooms.data) return <Loading label="대기열을 불러오는 중이에요" />;
  if (rooms.data.staffWaitingRooms.length === 0) {
    return <EmptyState title="켜진 대기열이 없어요" description="상품 번호를 넣고 대기열을 켜면 판매 시작 시각에 학생들이 줄을 서요." />;
  }
  return (
    <ul aria-label="켜진 대기열">
      {rooms.data.staffWaitingRooms.map((room) => (
        <li key={room.productId} aria-label={room.productName}>
          <h2>
            <Link href={paths.adminWaitingRooms({ product: room.productId })}>{room.productName}</Link>
          </h2>
          <p>판매 시작 {room.opensAt ? formatDateTime(room.opensAt as string) : '미정'}</p>
          <Counts room={room} />
        </li>
      ))}
    </ul>
  );
}

function ProductRoom({ productId }: { productId: number }) {
  const room = useStaffWaitingRoom(productId);
  if (room.isError) return <ErrorState message={errorMessage(room.error)} onRetry={() => void room.refetch()} />;
  if (!room.data) return <Loading label="대기열 설정을 불러오는 중이에요" />;
  const data = room.data.staffWaitingRoom;
  return (
    <section aria-labelledby="room-heading">
      <h2 id="room-heading">{data.productName}</h2>
      <p>판매 시작 {data.opensAt ? formatDateTime(data.opensAt as string) : '미정 (판매 기간을 먼저 정해 주세요)'}</p>
      <Counts room={data} />
      {data.shuffleSeed && (
        <p>
          {formatDateTime(data.shuffledAt as string)}에 순서를 추첨했어요 (추첨 값 {data.shuffleSeed})
        </p>
      )}
      <WaitingRoomForm key={data.productId} room={data} />
    </section>
  );
}

function ProductPicker() {
  const [, navigate] = useLocation();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (/^[1-9]\d{0,9}$/.test(value.trim())) navigate(paths.adminWaitingRooms({ product: Number(value.trim()) }));
  };
  return (
    <form onSubmit={submit} aria-label="상품의 대기열 열기">
      <TextField label="상품 번호" inputMode="numeric" value={value} onChange={(event) => setValue(event.target.value)} />
      <Button type="submit" variant="secondary">
        설정 열기
      </Button>
    </form>
  );
}

/** `/admin/waiting-rooms?product=`: the rooms switched on with live counts, or one product's settings (ADR 0073). */
export function WaitingRoomsPage() {
  const raw = new URLSearchParams(useSearch()).get('product') ?? '';
  const productId = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  return (
    <AdminPage
      title="대기열"
      description={productId === null ? '인기 상품이 열릴 때 학생들이 공정하게 줄을 서요.' : <Link href={paths.adminWaitingRooms()}>켜진 대기열 모두 보기</Link>}
    >
      {productId === null ? (
        <>
          <ProductPicker />
          <Board />
        </>
      ) : (
        <ProductRoom key={productId} productId={productId} />
      )}
    </AdminPage>
  );
}
