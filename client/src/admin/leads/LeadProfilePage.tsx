import { Link, useParams } from 'react-router-dom';
import { Button } from '@chakra-ui/react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { paths } from '../../app/paths';
import { AdminPage } from '../shared/ui/AdminPage';
import { InProgressNote } from '../shared/ui/InProgressNote';

/** /admin/leads/:id (SPEC section 2, Lead profile). */
export function LeadProfilePage() {
  const { id = '' } = useParams();
  return (
    <AdminPage
      title="Lead"
      heading="Leadprofiel"
      actions={
        <Button asChild variant="outline" size="sm">
          <Link to={paths.admin.leads.getHref()}>
            <ArrowLeft aria-hidden /> Terug naar leads
          </Link>
        </Button>
      }
    >
      <InProgressNote>{`Het profiel van lead ${id} is in opbouw.`}</InProgressNote>
    </AdminPage>
  );
}
