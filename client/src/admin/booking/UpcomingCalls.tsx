import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import Phone from 'lucide-react/icons/phone';
import { AdminCancelCallDocument, AdminUpcomingCallsDocument } from '../../gql/graphql';
import { callClock, callDayKey, callDayLong } from '../../lib/callTime';
import { paths } from '../../lib/paths';
import { toaster } from '../../lib/toaster';
import { telHref } from '../shared/format/contact';
import { useLeadChanges } from '../shared/live/useLeadChanges';
import { ConfirmDialog } from '../shared/ui/ConfirmDialog';
import { ListSkeleton } from '../shared/ui/LoadingSkeleton';
import { ProfileSection } from '../shared/ui/ProfileSection';
import { EmptyState, ErrorState } from '../shared/ui/StateMessages';
import { MoveCallDialog, type MovingCall } from './MoveCallDialog';
import { failureToast } from '../shared/apollo/errorToast';

const AHEAD_DAYS = 60;

/**
 * 'Komende gesprekken': the booked calls from an hour ago to 60 days ahead, by Amsterdam day, each
 * with its lead, a call button, and 'Verplaatsen' / 'Annuleren' (the lead is mailed either way).
 * A booking, move or cancellation anywhere is a lead event: the list asks again.
 */
export function UpcomingCalls() {
  const variables = useMemo(() => {
    const now = Date.now();
    return { from: new Date(now - 3_600_000).toISOString(), to: new Date(now + AHEAD_DAYS * 24 * 3_600_000).toISOString() };
  }, []);
  const { data, loading, error, refetch } = useQuery(AdminUpcomingCallsDocument, { variables, fetchPolicy: 'cache-and-network' });
  useLeadChanges(() => void refetch().catch(() => undefined));
  const [cancel] = useMutation(AdminCancelCallDocument);
  const [moving, setMoving] = useState<MovingCall | null>(null);
  const [cancelling, setCancelling] = useState<MovingCall | null>(null);

  const calls = useMemo(() => (data?.appointments ?? []).filter((call) => call.status === 'BOOKED'), [data]);
  const days = useMemo(() => {
    const byDay = new Map<string, typeof calls>();
    for (const call of calls) byDay.set(callDayKey(call.start), [...(byDay.get(callDayKey(call.start)) ?? []), call]);
    return [...byDay.values()];
  }, [calls]);

  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      await cancel({ variables: { id: cancelling.id } });
      toaster.create({
        type: 'success',
        title: 'Gesprek geannuleerd',
        description: `${cancelling.leadName} krijgt de annulering per e-mail.`,
      });
      await refetch();
    } catch (failure) {
      failureToast('Annuleren mislukt', failure);
      throw failure;
    }
  };

  return (
    <ProfileSection title={`Komende gesprekken${data ? ` (${calls.length})` : ''}`} id="komende-gesprekken">
      {!data && loading && <ListSkeleton rows={3} label="Gesprekken laden..." />}
      {!data && !loading && error && <ErrorState onRetry={() => void refetch().catch(() => undefined)} />}
      {data && calls.length === 0 && (
        <EmptyState title="Geen gesprekken gepland" description="Zodra een lead een gesprek plant, staat het hier." />
      )}
      <Stack gap="5">
        {days.map((day) => (
          <Stack key={day[0].start} gap="2" as="section" aria-label={callDayLong(day[0].start)}>
            <Text fontWeight="semibold" _firstLetter={{ textTransform: 'uppercase' }}>
              {callDayLong(day[0].start)}
            </Text>
            <Stack as="ul" gap="2" listStyleType="none">
              {day.map((call) => {
                const lead = call.lead;
                const name = lead?.name ?? 'Onbekende lead';
                const tel = telHref(lead?.phone ?? null);
                return (
                  <Flex
                    as="li"
                    key={call.id}
                    data-call-id={call.id}
                    gap="3"
                    p="3"
                    borderWidth="1px"
                    borderRadius="l2"
                    align={{ base: 'flex-start', md: 'center' }}
                    direction={{ base: 'column', md: 'row' }}
                  >
                    <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" minW="28">
                      {callClock(call.start)} – {callClock(call.end)}
                    </Text>
                    <Stack gap="0" flex="1" minW="0">
                      {lead ? (
                        <Link asChild fontWeight="medium">
                          <RouterLink to={paths.admin.lead.getHref(lead.id)}>{name}</RouterLink>
                        </Link>
                      ) : (
                        <Text>{name}</Text>
                      )}
                      {lead?.company && (
                        <Text textStyle="sm" color="fg.muted">
                          {lead.company}
                        </Text>
                      )}
                    </Stack>
                    <Flex gap="2" wrap="wrap">
                      {tel && (
                        <Button asChild size="sm" variant="outline">
                          <a href={tel} aria-label={`Bel ${name}`}>
                            <Phone /> Bel
                          </a>
                        </Button>
                      )}
                      <Button size="sm" variant="outline" onClick={() => setMoving({ id: call.id, start: call.start, leadName: name })}>
                        Verplaatsen
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        onClick={() => setCancelling({ id: call.id, start: call.start, leadName: name })}
                      >
                        Annuleren
                      </Button>
                    </Flex>
                  </Flex>
                );
              })}
            </Stack>
          </Stack>
        ))}
      </Stack>
      <MoveCallDialog call={moving} onClose={() => setMoving(null)} />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title="Gesprek annuleren?"
        description={
          cancelling ? `Het gesprek met ${cancelling.leadName} wordt geannuleerd; de lead krijgt een e-mail met de annulering.` : ''
        }
        confirmLabel="Ja, annuleer het gesprek"
        cancelLabel="Nee, laat staan"
        onConfirm={confirmCancel}
        failureText="Annuleren is mislukt. Probeer het opnieuw."
      />
    </ProfileSection>
  );
}
