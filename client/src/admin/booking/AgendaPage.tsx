import { Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { AdminBookingSettingsDocument } from '../../gql/graphql';
import { AdminPage } from '../shared/ui/AdminPage';
import { ListSkeleton } from '../shared/ui/LoadingSkeleton';
import { ErrorState } from '../shared/ui/StateMessages';
import { BookingSettingsForm } from './BookingSettingsForm';
import { UpcomingCalls } from './UpcomingCalls';

/** /admin/agenda ('Agenda'): the calls leads booked, and when they can book them. */
export function AgendaPage() {
  const { data, loading, error, refetch } = useQuery(AdminBookingSettingsDocument);
  return (
    <AdminPage title="Agenda" description="Gesprekken die leads zelf plannen, en wanneer dat kan. Alle tijden in Nederlandse tijd.">
      <Stack gap="6">
        <UpcomingCalls />
        {data ? (
          <BookingSettingsForm settings={data.bookingSettings} />
        ) : loading ? (
          <ListSkeleton rows={5} label="Instellingen laden..." />
        ) : (
          error && <ErrorState onRetry={() => void refetch().catch(() => undefined)} />
        )}
      </Stack>
    </AdminPage>
  );
}
