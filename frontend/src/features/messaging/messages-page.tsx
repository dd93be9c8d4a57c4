import { useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { Pagination } from '../../components/ui/pagination';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDate } from '../../lib/format';
import { errorMessage } from '../../lib/graphql-client';
import { useSession } from '../../lib/session';
import { MessageItem } from './message-item';
import { pageParam } from './message-labels';
import styles from './messages.module.css';
import { useMyMessages } from './use-messages';

function ListSkeleton() {
  return (
    <ul className={styles.list} aria-busy="true" aria-label="알림 내역을 불러오는 중이에요">
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} className={styles.item}>
          <Skeleton width="40%" />
          <Skeleton width="100%" height="4rem" />
        </li>
      ))}
    </ul>
  );
}

function Consent() {
  const { user } = useSession();
  const agreedAt = user?.userConfig.marketingAgreedAt;
  return (
    <p className={styles.note}>
      주문·배송·환불 알림은 항상 보내 드려요.{' '}
      {agreedAt
        ? `광고성 알림은 ${formatDate(agreedAt)}에 수신 동의하셨어요. 밤 9시부터 아침 8시까지는 보내지 않아요.`
        : '광고성 알림은 수신 동의하지 않으셔서 보내지 않아요.'}
    </p>
  );
}

/** `/my/messages?page=`: every notification the shop sent the member, newest first. */
export function MessagesPage() {
  const search = new URLSearchParams(useSearch());
  const [path, navigate] = useLocation();
  const top = useRef<HTMLDivElement>(null);
  const page = pageParam(search.get('page'));
  const messages = useMyMessages(page);
  const turnPage = (next: number) => {
    navigate(next > 1 ? `${path}?page=${next}` : path);
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  let body;
  if (messages.isError) body = <ErrorState message={errorMessage(messages.error)} onRetry={() => void messages.refetch()} />;
  else if (!messages.data) body = <ListSkeleton />;
  else if (messages.data.total === 0) {
    body = <EmptyState title="받은 알림이 없어요" description="주문하면 입금 안내, 결제 완료, 발송 소식을 카카오 알림톡이나 문자로 알려 드려요." />;
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label="알림 내역" aria-busy={messages.isPlaceholderData || undefined}>
          {messages.data.items.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ul>
        <Pagination page={page} total={messages.data.total} onPageChange={turnPage} label="알림 내역 페이지" />
      </>
    );
  }
  return (
    <div className={styles.page} ref={top}>
      <Consent />
      {body}
    </div>
  );
}
