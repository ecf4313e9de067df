import { useEffect, useRef } from 'react';
import { Button, chakra, Dialog, Stack, Text } from '@chakra-ui/react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { callTimeLong } from '../../lib/callTime';
import type { CreatedLead } from '../api/leadApi';
import { bookableSlots, bookCall, recordCalendarShown } from './bookingApi';
import { SlotStates } from './SlotStates';
import { useSlotBooking } from './useSlotBooking';

type SurveyLead = Pick<CreatedLead, 'leadId' | 'surveyToken'>;

/** What the capture dialog shows after the survey (or instead of it): the calendar, an offer of it, or thanks. */
export type CallBookingView = 'calendar' | 'offer' | 'thanks';

export interface CallBookingStepProps {
  lead: SurveyLead;
  view: CallBookingView;
  /** A HOT survey: the calendar opens at once under 'Plan direct je gesprek'. */
  hot: boolean;
  onShowCalendar: () => void;
  onClose: () => void;
  /** From the survey's own link: back to where the visitor was. */
  onBackToSurvey?: () => void;
}

function Title({ children }: { children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A new view starts at its heading, so screen readers announce where they are.
  useEffect(() => heading.current?.focus({ preventScroll: true }), [children]);
  return (
    <Dialog.Header pe="14">
      <Dialog.Title asChild>
        <chakra.h2 ref={heading} tabIndex={-1} outline="none" textStyle={{ base: 'lg', md: 'xl' }} fontWeight="bold">
          {children}
        </chakra.h2>
      </Dialog.Title>
    </Dialog.Header>
  );
}

/**
 * Booking a call inside the capture dialog (docs/features.md, "Gesprek plannen"): after a HOT survey
 * the calendar at once, after a WARM one an offer of it, after a COLD one thanks with a quiet link
 * to it; from the survey a link opens it too. One tap on a time books it; the confirmation stays in
 * the dialog.
 */
export function CallBookingStep({ lead, view, hot, onShowCalendar, onClose, onBackToSurvey }: CallBookingStepProps) {
  if (view === 'offer') {
    return (
      <>
        <Title>Interessante kansen!</Title>
        <Dialog.Body>
          <Text>
            Je ontvangt je persoonlijke analyse binnen 24 uur. Wil je hem samen met ons doornemen? Plan een gesprek op een moment dat jou
            past: we bellen je dan.
          </Text>
        </Dialog.Body>
        <Dialog.Footer borderTopWidth="1px" borderColor="border" pt="4" gap="3" flexWrap="wrap">
          <Button variant="outline" onClick={onClose}>
            Nee, bedankt
          </Button>
          <Button onClick={onShowCalendar}>Plan een gesprek</Button>
        </Dialog.Footer>
      </>
    );
  }
  if (view === 'thanks') {
    return (
      <>
        <Title>Bedankt voor je tijd!</Title>
        <Dialog.Body>
          <Stack gap="3" align="flex-start">
            <Text>We sturen je binnen 24 uur je persoonlijke analyse met concrete verbeterpunten.</Text>
            <Button variant="plain" size="sm" px="0" color="fg.muted" textDecoration="underline" onClick={onShowCalendar}>
              Liever even bellen? Plan een gesprek
            </Button>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer borderTopWidth="1px" borderColor="border" pt="4">
          <Button onClick={onClose}>Sluiten</Button>
        </Dialog.Footer>
      </>
    );
  }
  return <Calendar lead={lead} hot={hot} onClose={onClose} onBackToSurvey={onBackToSurvey} />;
}

function Calendar({ lead, hot, onClose, onBackToSurvey }: Pick<CallBookingStepProps, 'lead' | 'hot' | 'onClose' | 'onBackToSurvey'>) {
  const booking = useSlotBooking(
    () => bookableSlots(lead),
    (start) => bookCall(lead, start),
  );
  // 'Calendar shown', for the dashboard's funnel (the server counts a lead once).
  useEffect(() => recordCalendarShown(lead), [lead]);

  if (booking.booked) {
    return (
      <>
        <Title>Je gesprek staat gepland</Title>
        <Dialog.Body>
          <Stack gap="3" role="status" data-call-booked={booking.booked.start}>
            <Text fontWeight="semibold" textStyle="lg">
              {callTimeLong(booking.booked.start)}
            </Text>
            <Text>
              We bellen je dan. Je ontvangt een bevestiging met een agenda-uitnodiging per e-mail; via de link daarin verzet of annuleer je
              het gesprek.
            </Text>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer borderTopWidth="1px" borderColor="border" pt="4">
          <Button onClick={onClose}>Sluiten</Button>
        </Dialog.Footer>
      </>
    );
  }
  return (
    <>
      <Title>{hot ? 'Plan direct je gesprek' : 'Plan een gesprek'}</Title>
      <Dialog.Body>
        <Stack gap="4">
          <Text color="fg.muted">
            {hot
              ? 'Je bent een perfecte match. Kies een moment: we bellen je dan om je persoonlijke analyse te bespreken.'
              : 'Kies een moment dat jou past: we bellen je dan om je situatie en de kansen te bespreken.'}{' '}
            Tijden in Nederlandse tijd.
          </Text>
          <SlotStates booking={booking} action="Plan gesprek op" />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer borderTopWidth="1px" borderColor="border" pt="4" justifyContent={onBackToSurvey ? 'space-between' : 'flex-end'}>
        {onBackToSurvey && (
          <Button variant="outline" onClick={onBackToSurvey} disabled={booking.pending !== null}>
            <ArrowLeft aria-hidden />
            Terug naar de vragen
          </Button>
        )}
        <Button variant="outline" onClick={onClose} disabled={booking.pending !== null}>
          Later
        </Button>
      </Dialog.Footer>
    </>
  );
}
