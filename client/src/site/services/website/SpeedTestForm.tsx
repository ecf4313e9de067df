import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Box, Button, chakra, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import CircleAlert from 'lucide-react/icons/circle-alert';
import Gauge from 'lucide-react/icons/gauge';
import { TextInput } from '../../../components/FormControls';
import { toaster } from '../../../lib/toaster';
import { speedTestSection } from '../../content/websiteBuilding';
import type { SpeedTestValues } from '../../content/types';
import { validateSpeedTest, type SpeedTestErrors } from './speedTest';
import { PrivacyNote } from '../../../components/PrivacyNote';

const EMPTY: SpeedTestValues = { url: '', email: '' };

export interface SpeedTestFormProps {
  /** Sends the request (submitSpeedTest); resolve = sent, reject = show the error and keep the values. */
  onSubmit: (values: SpeedTestValues) => Promise<void>;
}

interface FieldProps {
  name: keyof SpeedTestValues;
  label: string;
  type: 'url' | 'email';
  placeholder: string;
  autoComplete: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  inputRef?: React.Ref<HTMLInputElement>;
}

function Field({ name, label, error, inputRef, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-fout`;
  return (
    <Stack gap="1.5">
      <chakra.label htmlFor={id} textStyle="sm" fontWeight="semibold">
        {label}
      </chakra.label>
      <TextInput
        ref={inputRef}
        id={id}
        name={name}
        bg="bg.panel"
        spellCheck={false}
        autoCapitalize="none"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <Flex id={errorId} gap="1.5" align="flex-start" textStyle="sm" color="fg.error" fontWeight="medium">
          <CircleAlert size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          {error}
        </Flex>
      )}
    </Stack>
  );
}

/**
 * The free speed test: a website address and an e-mail address, checked here with Dutch
 * messages (the browser's own bubbles are switched off so every visitor reads the same text).
 */
export function SpeedTestForm({ onSubmit }: SpeedTestFormProps) {
  const [values, setValues] = useState<SpeedTestValues>(EMPTY);
  const [errors, setErrors] = useState<SpeedTestErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const urlRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const change = (field: keyof SpeedTestValues) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // A corrected field stops shouting; it is checked again on the next submit.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const result = validateSpeedTest(values);
    if (!result.ok) {
      setErrors(result.errors);
      (result.errors.url ? urlRef : emailRef).current?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onSubmit(result.values);
      toaster.create({
        type: 'success',
        title: 'Snelheidstest aangevraagd!',
        description: `Je ontvangt het rapport van ${new URL(result.values.url).hostname} binnen 24 uur op ${result.values.email}.`,
      });
      setValues(EMPTY);
    } catch {
      toaster.create({
        type: 'error',
        title: 'Er is iets misgegaan',
        description: 'Je aanvraag is niet verstuurd. Probeer het opnieuw of neem direct contact met ons op.',
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <chakra.form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Gratis snelheidstest">
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <Field
          name="url"
          label="Website-adres"
          type="url"
          placeholder="www.jouwbedrijf.nl"
          autoComplete="url"
          value={values.url}
          error={errors.url}
          onChange={change('url')}
          inputRef={urlRef}
        />
        <Field
          name="email"
          label="E-mailadres voor het rapport"
          type="email"
          placeholder="naam@jouwbedrijf.nl"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={change('email')}
          inputRef={emailRef}
        />
      </Grid>
      <Button type="submit" size="xl" mt="5" width={{ base: 'full', md: 'auto' }} disabled={submitting}>
        {!submitting && <Gauge aria-hidden />}
        {submitting ? speedTestSection.busy : speedTestSection.button}
      </Button>
      <Box mt="3">
        <PrivacyNote purpose="om je het resultaat van de snelheidstest te sturen" />
      </Box>
      <Text textStyle="xs" color="fg.muted" mt="3">
        {speedTestSection.privacy}
      </Text>
    </chakra.form>
  );
}
