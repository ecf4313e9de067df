import { Link } from 'react-router-dom';
import { Button } from '@chakra-ui/react';
import { paths } from '../../../lib/paths';
import { AdminPage } from './AdminPage';
import { EmptyState } from './StateMessages';

/** An /admin URL that is no page of the panel. */
export function AdminNotFoundPage() {
  return (
    <AdminPage title="Pagina niet gevonden">
      <EmptyState
        title="Deze beheerpagina bestaat niet"
        description="Controleer het adres, of ga terug naar het dashboard."
        action={
          <Button asChild size="sm">
            <Link to={paths.admin.dashboard.getHref()}>Naar het dashboard</Link>
          </Button>
        }
      />
    </AdminPage>
  );
}
