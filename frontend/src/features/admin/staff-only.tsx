import type { ReactNode } from 'react';
import { EmptyState } from '../../components/ui/empty-state';
import { ButtonLink } from '../../components/ui/button-link';
import { paths } from '../../lib/paths';
import { STAFF_ONLY_MESSAGE } from '../../../../domain/staff/staff-messages';
import { MemberOnly } from '../../widgets/member-page/member-only';
import { useStaffLevel } from './use-staff-level';

function StaffCheck({ children }: { children: ReactNode }) {
  const { canRead } = useStaffLevel();
  if (canRead) return children;
  return (
    <EmptyState
      title="운영진만 볼 수 있는 화면이에요"
      description={STAFF_ONLY_MESSAGE}
      action={<ButtonLink href={paths.home()}>상점으로 가기</ButtonLink>}
    />
  );
}

/** The console's guard: a visitor logs in first; a member who is not staff is told so, never shown a 404. */
export function StaffOnly({ children }: { children: ReactNode }) {
  return (
    <MemberOnly>
      <StaffCheck>{children}</StaffCheck>
    </MemberOnly>
  );
}
