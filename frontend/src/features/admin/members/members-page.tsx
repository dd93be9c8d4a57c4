import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import type { StaffMemberFilter, StaffMembersQuery } from '../../../lib/__generated__/graphql';
import { formatDate } from '../../../lib/format';
import { errorMessage } from '../../../lib/graphql-client';
import { paths } from '../../../lib/paths';
import { MEMBER_PAGE_SIZE } from '../../../../../domain/member/member-admin';
import { AdminPage } from '../admin-page';
import { displayTel, FILTER_OPTIONS, filterParam, pageParam, standingBadge } from './member-labels';
import styles from './members.module.css';
import { useDebouncedValue, useStaffMembers } from './use-members';

type Row = StaffMembersQuery['staffMembers']['items'][number];

function MemberRow({ member }: { member: Row }) {
  const badge = standingBadge(member);
  return (
    <tr>
      <td data-label="이름">
        <Link href={paths.adminMember(member.id)} className={styles.name}>
          {member.name}
        </Link>
      </td>
      <td data-label="이메일" className={styles.wrap}>{member.email}</td>
      <td data-label="휴대폰">{displayTel(member.tel)}</td>
      <td data-label="등급">
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </td>
      <td data-label="포인트" className={styles.number}>{member.pointBalance.toLocaleString('ko-KR')}P</td>
      <td data-label="가입일">{formatDate(member.createdAt)}</td>
    </tr>
  );
}

/** `/admin/members?search=&authority=&page=`: search by name, e-mail or phone, filter by standing. */
export function MembersPage() {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const search = params.get('search') ?? '';
  const authority = filterParam(params.get('authority'));
  const page = pageParam(params.get('page'));
  const [typed, setTyped] = useState(search);
  const settled = useDebouncedValue(typed.trim());
  const go = (next: { q: string; authority: StaffMemberFilter | null; page: number }) =>
    navigate(paths.adminMembers({ search: next.q, authority: next.authority, page: next.page }), { replace: true });
  useEffect(() => {
    if (settled !== search) go({ q: settled, authority, page: 1 });
    // Only a settled search moves the address; the address itself is the source of the rest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  const members = useStaffMembers({ search, authority, page });

  let body;
  if (members.isError) body = <ErrorState message={errorMessage(members.error)} onRetry={() => void members.refetch()} />;
  else if (!members.data) {
    body = (
      <div role="status" aria-busy="true" aria-label="회원 목록을 불러오는 중이에요">
        <Skeleton width="100%" height="12rem" />
      </div>
    );
  } else if (members.data.staffMembers.total === 0) {
    body = <EmptyState title="찾는 회원이 없어요" description="이름, 이메일이나 휴대폰 번호를 다시 확인하거나 등급 필터를 바꿔 보세요." />;
  } else {
    const { items, total } = members.data.staffMembers;
    body = (
      <>
        <p className={styles.count} aria-live="polite">
          {total.toLocaleString('ko-KR')}명
        </p>
        <table className={styles.table} aria-label="회원 목록" aria-busy={members.isPlaceholderData || undefined}>
          <thead>
            <tr>
              <th scope="col">이름</th>
              <th scope="col">이메일</th>
              <th scope="col">휴대폰</th>
              <th scope="col">등급</th>
              <th scope="col">포인트</th>
              <th scope="col">가입일</th>
            </tr>
          </thead>
          <tbody>
            {items.map((member) => (
              <MemberRow key={member.id} member={member} />
            ))}
          </tbody>
        </table>
        <Pagination page={page} total={total} pageSize={MEMBER_PAGE_SIZE} onPageChange={(next) => go({ q: search, authority, page: next })} label="회원 목록 페이지" />
      </>
    );
  }
  return (
    <AdminPage title="회원">
      <div role="search" aria-label="회원 찾기" className={styles.filters}>
        <TextField
          label="회원 검색"
          type="search"
          placeholder="이름, 이메일 또는 010-1234-5678"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          maxLength={100}
        />
        <Select
          label="등급"
          options={FILTER_OPTIONS}
          value={authority ?? ''}
          onChange={(event) => go({ q: search, authority: filterParam(event.target.value), page: 1 })}
        />
      </div>
      {body}
    </AdminPage>
  );
}
