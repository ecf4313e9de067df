import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Center, Field, Heading, IconButton, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { paths } from '../../lib/paths';
import { LogoMark } from '../../components/Logo';
import { ThemeToggle } from '../../components/ThemeToggle';
import { toaster } from '../../lib/toaster';
import { hasErrorCode, retryAfterSeconds, userMessage } from '../shared/apollo/graphqlErrors';
import { ADMIN_ROLE } from '../shared/auth/AuthProvider';
import { RETURN_PARAM, safeReturnPath } from '../shared/auth/returnPath';
import { useAuth } from '../shared/auth/useAuth';
import { AdminTitle } from '../shared/ui/AdminPage';
import { FullPageSpinner } from '../shared/ui/FullPageSpinner';
import { lockedLoginMessage } from './lockedLoginMessage';
import { failureToast } from '../shared/apollo/errorToast';

const PASSWORD_ID = 'admin-login-password';
const NO_ACCESS = { title: 'Geen toegang', description: 'Je hebt geen admin rechten' } as const;

/** /admin/login. */
export function LoginPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeReturnPath(params.get(RETURN_PARAM));

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [locked, setLocked] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // Arriving signed in without the admin role (e.g. sent here by the guard): say why, and stay.
  const arrivalChecked = useRef(false);
  useEffect(() => {
    if (!auth.isFullyLoaded || arrivalChecked.current) return;
    arrivalChecked.current = true;
    if (auth.user && !auth.isAdmin) toaster.create({ type: 'error', ...NO_ACCESS });
  }, [auth.isAdmin, auth.isFullyLoaded, auth.user]);

  if (auth.loading) return <FullPageSpinner />;
  // Signed-in admins have nothing to do here (also right after signing in).
  if (auth.isFullyLoaded && auth.isAdmin) return <Navigate to={target} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setLocked(null);
    try {
      const user = await auth.signIn(email.trim(), password);
      if (user.role !== ADMIN_ROLE) {
        toaster.create({ type: 'error', ...NO_ACCESS });
        setPassword('');
        return;
      }
      toaster.create({ type: 'success', title: 'Succesvol ingelogd', description: 'Welkom in het admin panel' });
      // Under BrowserRouter navigate() returns nothing to wait for (a promise only with a data router).
      void navigate(target, { replace: true });
    } catch (error) {
      if (hasErrorCode(error, 'RATE_LIMITED')) {
        const message = lockedLoginMessage(retryAfterSeconds(error), userMessage(error, ''));
        setLocked(message);
        toaster.create({ type: 'error', title: 'Inloggen tijdelijk geblokkeerd', description: message, duration: 8000 });
      } else if (hasErrorCode(error, 'UNAUTHENTICATED') || hasErrorCode(error, 'BAD_USER_INPUT')) {
        failureToast('Inloggen mislukt', error, 'Controleer je email en wachtwoord');
        setPassword('');
        passwordRef.current?.focus();
      } else {
        toaster.create({ type: 'error', title: 'Inloggen mislukt', description: 'Er is iets misgegaan. Probeer het opnieuw.' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box minH="100dvh" bg="bg.subtle" position="relative">
      <AdminTitle title="Inloggen" />
      <Box position="absolute" top="3" right="3">
        <ThemeToggle />
      </Box>
      <Center minH="100dvh" px="4" py="16">
        <Stack as="main" width="full" maxW="sm" gap="6">
          <Stack align="center" textAlign="center" gap="3">
            <LogoMark size={44} />
            <Heading as="h1" size="2xl" letterSpacing="tight">
              Admin Inloggen
            </Heading>
            <Text color="fg.muted">Toegang tot het lead management systeem</Text>
          </Stack>

          <Box
            as="form"
            onSubmit={(event) => void submit(event)}
            bg="bg.panel"
            borderWidth="1px"
            borderRadius="l3"
            boxShadow="sm"
            p={{ base: '5', sm: '7' }}
          >
            <Stack gap="5">
              <Field.Root required>
                <Field.Label>E-mailadres</Field.Label>
                <Input
                  type="email"
                  name="email"
                  autoComplete="username"
                  inputMode="email"
                  placeholder="naam@bedrijf.nl"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  autoFocus
                />
              </Field.Root>
              <Field.Root required ids={{ control: PASSWORD_ID }}>
                <Field.Label>Wachtwoord</Field.Label>
                <InputGroup
                  endElementProps={{ pe: '1' }}
                  endElement={
                    <IconButton
                      type="button"
                      variant="ghost"
                      colorPalette="gray"
                      size="sm"
                      aria-label={showPassword ? 'Wachtwoord verbergen' : 'Wachtwoord tonen'}
                      aria-controls={PASSWORD_ID}
                      onClick={() => setShowPassword((shown) => !shown)}
                    >
                      {showPassword ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                    </IconButton>
                  }
                >
                  <Input
                    ref={passwordRef}
                    type={showPassword ? 'text' : 'password'}
                    name="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                  />
                </InputGroup>
              </Field.Root>

              {locked && (
                <Alert.Root status="error" variant="subtle">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>Inloggen tijdelijk geblokkeerd</Alert.Title>
                    <Alert.Description>{locked}</Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              )}

              <Button type="submit" size="lg" width="full" loading={busy} loadingText="Bezig met inloggen...">
                Inloggen
              </Button>
            </Stack>
          </Box>

          <Center>
            <Button asChild variant="plain" size="sm" color="fg.muted">
              <Link to={paths.home.getHref()}>
                <ArrowLeft aria-hidden /> Terug naar de website
              </Link>
            </Button>
          </Center>
        </Stack>
      </Center>
    </Box>
  );
}
