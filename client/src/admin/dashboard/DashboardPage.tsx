import { AdminPage } from '../shared/ui/AdminPage';
import { InProgressNote } from '../shared/ui/InProgressNote';

/** /admin and /admin/dashboard (SPEC section 2, Dashboard). */
export function DashboardPage() {
  return (
    <AdminPage title="Dashboard" heading="Lead Management Dashboard">
      <InProgressNote>Het dashboard is in opbouw.</InProgressNote>
    </AdminPage>
  );
}
