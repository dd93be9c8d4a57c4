import { StaffMessagesPage } from '../../features/messaging/staff-messages-page';
import { AdminPage } from '../../features/admin/admin-page';

/** `/admin/messages`: the notification log inside the console's frame. */
export function StaffMessagesScreen() {
  return (
    <AdminPage title="메시지 발송 현황">
      <StaffMessagesPage />
    </AdminPage>
  );
}
