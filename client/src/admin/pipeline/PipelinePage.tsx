import { AdminPage } from '../shared/ui/AdminPage';
import { InProgressNote } from '../shared/ui/InProgressNote';

/** /admin/pipeline (SPEC section 2, Pipeline). */
export function PipelinePage() {
  return (
    <AdminPage title="Pipeline" heading="Sales Pipeline">
      <InProgressNote>De sales pipeline is in opbouw.</InProgressNote>
    </AdminPage>
  );
}
