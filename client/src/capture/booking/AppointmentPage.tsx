import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Box, Button, ChakraProvider, chakra, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Logo } from '../../components/Logo';
import { publicSystem } from '../../components/theme/system';
import { callClock, callTimeLong } from '../../lib/callTime';
import { company, phoneHref } from '../../lib/company';
import { paths } from '../../lib/paths';
import {
  appointmentByToken,
  bookingProblem,
  cancelAppointment,
  rescheduleAppointment,
  type BookedCall,
  type TokenAppointment,
} from './bookingApi';
import { SlotStates } from './SlotStates';
import { useSlotBooking } from './useSlotBooking';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'unknown' } | { state: 'found'; appointment: TokenAppointment };
/** What the lead just did here, said at the top (role=status). */
type Done = { kind: 'moved'; start: string } | { kind: 'cancelled' } | null;

const TITLE = `Je afspraak | ${company.name}`;

/**
 * /afspraak/<token>: a lead's own call, reached by the secret link in its e-mails. It shows the call,
 * and lets the lead pick another time or cancel; a cancelled call can be planned again; a call that
 * has begun or passed, and an unknown link, say so. Rendered in the browser from the same shell as
 * the admin panel (served with status 200 and noindex), outside the site's layout: no popups, no
 * navigation, just the call.
 */
export function AppointmentPage() {
  const { token = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [done, setDone] = useState<Done>(null);

  const load = useCallback(() => {
    setLoaded({ state: 'loading' });
    appointmentByToken(token).then(
      (appointment) => setLoaded(appointment ? { state: 'found', appointment } : { state: 'unknown' }),
      () => setLoaded({ state: 'failed' }),
    );
  }, [token]);
  useEffect(load, [load]);
  useEffect(() => {
    document.title = TITLE;
  }, []);

  return (
    <ChakraProvider value={publicSystem()}>
      <Flex direction="column" minH="100dvh" bg="bg.subtle">
        <Box as="header" borderBottomWidth="1px" bg="bg" py="3">
          <Container maxW="3xl">
            <RouterLink to={paths.home.getHref()} aria-label={`${company.name}, naar de homepage`}>
              <Logo />
            </RouterLink>
          </Container>
        </Box>
        <Container as="main" maxW="3xl" py={{ base: '6', md: '10' }} flex="1">
          <Box bg="bg" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '8' }} data-appointment-page={loaded.state}>
            {loaded.state === 'loading' && (
              <Text role="status" color="fg.muted">
                Je afspraak laden...
              </Text>
            )}
            {loaded.state === 'failed' && (
              <Stack gap="3" align="flex-start">
                <Heading as="h1" size="lg">
                  Je afspraak kon niet worden geladen
                </Heading>
                <Text>Controleer je verbinding en probeer het opnieuw.</Text>
                <Button onClick={load}>Opnieuw proberen</Button>
              </Stack>
            )}
            {loaded.state === 'unknown' && (
              <Stack gap="3">
                <Heading as="h1" size="lg">
                  Deze link klopt niet (meer)
                </Heading>
                <Text>
                  We vinden geen gesprek bij deze link. Gebruik de link uit je laatste e-mail over het gesprek, of neem contact met ons op.
                </Text>
                <Contact />
              </Stack>
            )}
            {loaded.state === 'found' && (
              <Found
                key={`${loaded.appointment.id}-${loaded.appointment.status}-${loaded.appointment.start}`}
                token={token}
                appointment={loaded.appointment}
                done={done}
                onChanged={(next, what) => {
                  setDone(what);
                  setLoaded({ state: 'found', appointment: next });
                }}
              />
            )}
          </Box>
        </Container>
      </Flex>
    </ChakraProvider>
  );
}

function Contact() {
  return (
    <Text color="fg.muted">
      Bel ons op{' '}
      <chakra.a href={phoneHref} color="brand.fg" textDecoration="underline">
        {company.phone.display}
      </chakra.a>{' '}
      of mail naar{' '}
      <chakra.a href={`mailto:${company.email}`} color="brand.fg" textDecoration="underline">
        {company.email}
      </chakra.a>
      .
    </Text>
  );
}

interface FoundProps {
  token: string;
  appointment: TokenAppointment;
  done: Done;
  onChanged: (next: TokenAppointment, what: Done) => void;
}

function Found({ token, appointment, done, onChanged }: FoundProps) {
  const [mode, setMode] = useState<'view' | 'move' | 'cancel'>('view');
  const [cancelling, setCancelling] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const firstAction = useRef<HTMLButtonElement>(null);
  const modeShown = useRef(mode);
  const cancelled = appointment.status === 'CANCELLED';
  const begun = !cancelled && new Date(appointment.start).getTime() <= Date.now();
  const passed = begun && new Date(appointment.end).getTime() <= Date.now();

  useEffect(() => {
    if (done) heading.current?.focus({ preventScroll: true });
  }, [done]);

  // The button a keyboard user pressed is gone once the mode changes: focus goes to what replaced
  // it (the calendar's heading focuses itself, the question, or back to the first button).
  useEffect(() => {
    if (modeShown.current === mode) return;
    modeShown.current = mode;
    if (mode === 'cancel') question.current?.focus();
    if (mode === 'view') firstAction.current?.focus();
  }, [mode]);

  const cancel = () => {
    setCancelling(true);
    setProblem(null);
    cancelAppointment(token).then(
      () => onChanged({ ...appointment, status: 'CANCELLED' }, { kind: 'cancelled' }),
      (error: unknown) => {
        setCancelling(false);
        setProblem(bookingProblem(error));
      },
    );
  };

  const title = cancelled
    ? 'Je gesprek is geannuleerd'
    : passed
      ? 'Dit gesprek is al geweest'
      : begun
        ? 'Dit gesprek is bezig'
        : 'Je gesprek';
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="lg" ref={heading} tabIndex={-1} outline="none">
          {title}
        </Heading>
        <Text
          textStyle="lg"
          fontWeight="semibold"
          textDecoration={cancelled ? 'line-through' : undefined}
          color={cancelled ? 'fg.muted' : 'fg'}
        >
          {callTimeLong(appointment.start)} tot {callClock(appointment.end)}
        </Text>
      </Stack>
      {done && (
        <Box role="status" p="3" borderRadius="l2" bg="bg.success" color="fg.success" fontWeight="medium" data-appointment-done={done.kind}>
          {done.kind === 'moved'
            ? `Gelukt: je gesprek staat nu op ${callTimeLong(done.start)}. Je ontvangt een nieuwe agenda-uitnodiging per e-mail.`
            : 'Je gesprek is geannuleerd. Je ontvangt een bevestiging per e-mail; de afspraak verdwijnt uit je agenda.'}
        </Box>
      )}
      {problem && (
        <Box role="alert" p="3" borderRadius="l2" bg="bg.error" color="fg.error" fontWeight="medium">
          {problem}
        </Box>
      )}
      {begun ? (
        <Stack gap="2">
          <Text>
            {passed
              ? 'Wil je nog eens met ons praten? Neem gerust contact op.'
              : 'We bellen je nu. Lukt het niet? Neem contact met ons op.'}
          </Text>
          <Contact />
        </Stack>
      ) : mode === 'view' ? (
        <Flex gap="3" wrap="wrap">
          <Button ref={firstAction} onClick={() => setMode('move')}>
            {cancelled ? 'Plan een nieuw moment' : 'Ander moment kiezen'}
          </Button>
          {!cancelled && (
            <Button variant="outline" onClick={() => setMode('cancel')}>
              Gesprek annuleren
            </Button>
          )}
        </Flex>
      ) : mode === 'cancel' ? (
        <Stack gap="3" borderWidth="1px" borderRadius="l2" p="4" role="group" aria-labelledby="annuleren-vraag">
          <Text id="annuleren-vraag" ref={question} tabIndex={-1} outline="none" fontWeight="semibold">
            Weet je zeker dat je het gesprek wilt annuleren?
          </Text>
          <Flex gap="3" wrap="wrap">
            <Button colorPalette="red" onClick={cancel} disabled={cancelling} aria-busy={cancelling || undefined}>
              {cancelling ? 'Bezig met annuleren...' : 'Ja, annuleer het gesprek'}
            </Button>
            <Button variant="outline" onClick={() => setMode('view')} disabled={cancelling}>
              Nee, laat staan
            </Button>
          </Flex>
        </Stack>
      ) : (
        <MoveCall
          token={token}
          cancelled={cancelled}
          onBack={() => setMode('view')}
          onMoved={(call) => onChanged({ ...appointment, ...call }, { kind: 'moved', start: call.start })}
        />
      )}
      {!begun && <Contact />}
    </Stack>
  );
}

interface MoveCallProps {
  token: string;
  cancelled: boolean;
  onBack: () => void;
  onMoved: (call: BookedCall) => void;
}

/** The calendar for another time (loaded when asked for): the call's own time does not block it. */
function MoveCall({ token, cancelled, onBack, onMoved }: MoveCallProps) {
  const booking = useSlotBooking(
    async () => (await appointmentByToken(token))?.availableSlots ?? [],
    (start) => rescheduleAppointment(token, start),
  );
  const moved = useRef(onMoved);
  moved.current = onMoved;
  useEffect(() => {
    if (booking.booked) moved.current(booking.booked);
  }, [booking.booked]);
  // Opened by a button that is now gone: a keyboard user continues from here.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="4">
      <Heading as="h2" size="md" ref={heading} tabIndex={-1} outline="none">
        {cancelled ? 'Kies een nieuw moment' : 'Kies een ander moment'}
      </Heading>
      <Text color="fg.muted">Tijden in Nederlandse tijd.</Text>
      <SlotStates booking={booking} action={cancelled ? 'Plan gesprek op' : 'Verplaats naar'} />
      <Button variant="outline" alignSelf="flex-start" onClick={onBack} disabled={booking.pending !== null}>
        Terug
      </Button>
    </Stack>
  );
}
