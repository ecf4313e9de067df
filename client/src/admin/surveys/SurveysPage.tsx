import { AdminPage } from '../shared/ui/AdminPage';
import { InProgressNote } from '../shared/ui/InProgressNote';

/** /admin/surveys (SPEC section 2, Surveys). */
export function SurveysPage() {
  return (
    <AdminPage title="Surveys" heading="Survey Responses">
      <InProgressNote>Het overzicht van survey responses is in opbouw.</InProgressNote>
    </AdminPage>
  );
}
