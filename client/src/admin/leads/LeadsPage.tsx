import { AdminPage } from '../shared/ui/AdminPage';
import { InProgressNote } from '../shared/ui/InProgressNote';

/** /admin/leads (SPEC section 2, Leads list). */
export function LeadsPage() {
  return (
    <AdminPage title="Leads" heading="Leads">
      <InProgressNote>Het leadoverzicht is in opbouw.</InProgressNote>
    </AdminPage>
  );
}
