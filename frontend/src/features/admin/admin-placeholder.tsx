import type { ComponentType } from 'react';
import { EmptyState } from '../../components/ui/empty-state';
import { AdminPage } from './admin-page';

/**
 * A console section whose screen is still being built: its route exists (the nav and the typed
 * paths name it) and says so in Korean instead of a 404. Replaced one by one, never shipped empty.
 */
export function comingSoon(title: string): ComponentType {
  function ComingSoon() {
    return (
      <AdminPage title={title}>
        <EmptyState title="준비 중인 화면이에요" description="곧 이곳에서 관리할 수 있어요." />
      </AdminPage>
    );
  }
  ComingSoon.displayName = `ComingSoon(${title})`;
  return ComingSoon;
}
