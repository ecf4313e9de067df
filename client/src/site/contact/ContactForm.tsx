import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Grid, Stack, Text } from '@chakra-ui/react';
import Send from 'lucide-react/icons/send';
import { FormField, TextArea, TextInput } from '../../components/FormControls';
import { toaster } from '../../lib/toaster';
import { contactFieldLabels, contactFormSection, emptyContactMessage } from '../content/contact';
import type { ContactMessageValues } from '../content/types';
import { CONTACT_LIMITS, validateContactMessage, type ContactMessageErrors } from './validateContactMessage';
import { PrivacyNote } from '../../components/PrivacyNote';

export interface ContactFormProps {
  /** Sends the message; resolve = sent, reject = show the error and keep the fields. */
  onSubmit: (values: ContactMessageValues) => Promise<void>;
}

type Field = keyof ContactMessageValues;

/** Order in which the first invalid field gets focus. */
const FIELD_ORDER: readonly Field[] = ['firstName', 'lastName', 'email', 'phone', 'company', 'website', 'message'];

// Read as a Record (an interface has no index signature), so Object.entries knows every value is a string.
const trimmed = (values: Record<Field, string>): ContactMessageValues =>
  Object.fromEntries(Object.entries<string>(values).map(([key, value]) => [key, value.trim()])) as unknown as ContactMessageValues;

/**
 * The contact page's message form. Validates itself (noValidate) so every refusal is a visible
 * Dutch message under its field, not the browser's own bubble in the browser's language; a field's
 * message goes away as soon as it is corrected.
 */
export function ContactForm({ onSubmit }: ContactFormProps) {
  const [values, setValues] = useState<ContactMessageValues>(emptyContactMessage);
  const [errors, setErrors] = useState<ContactMessageErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // Re-check only fields already flagged, so nobody is told off while still typing.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validateContactMessage(next)[field] }));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContactMessage(values);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(trimmed(values));
      toaster.create({ type: 'success', ...contactFormSection.success });
      setValues(emptyContactMessage);
    } catch {
      toaster.create({
        type: 'error',
        title: 'Er is iets misgegaan',
        description: 'Probeer het opnieuw of neem direct contact met ons op.',
      });
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: Field, required: boolean, control: React.ReactElement<{ id?: string }>) => (
    <FormField label={contactFieldLabels[name]} required={required} error={errors[name]}>
      {control}
    </FormField>
  );

  return (
    <Stack asChild gap="5">
      <form ref={formRef} onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Berichtformulier">
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }} gap="5">
          {field(
            'firstName',
            true,
            <TextInput
              name="firstName"
              autoComplete="given-name"
              maxLength={CONTACT_LIMITS.name}
              value={values.firstName}
              onChange={change('firstName')}
            />,
          )}
          {field(
            'lastName',
            true,
            <TextInput
              name="lastName"
              autoComplete="family-name"
              maxLength={CONTACT_LIMITS.name}
              value={values.lastName}
              onChange={change('lastName')}
            />,
          )}
          {field(
            'email',
            true,
            <TextInput
              name="email"
              type="email"
              autoComplete="email"
              maxLength={CONTACT_LIMITS.email}
              value={values.email}
              onChange={change('email')}
            />,
          )}
          {field(
            'phone',
            false,
            <TextInput
              name="phone"
              type="tel"
              autoComplete="tel"
              maxLength={CONTACT_LIMITS.phone}
              value={values.phone}
              onChange={change('phone')}
            />,
          )}
          {field(
            'company',
            true,
            <TextInput
              name="company"
              autoComplete="organization"
              maxLength={CONTACT_LIMITS.company}
              value={values.company}
              onChange={change('company')}
            />,
          )}
          {field(
            'website',
            false,
            <TextInput
              name="website"
              type="url"
              autoComplete="url"
              placeholder="www.jouwbedrijf.nl"
              maxLength={CONTACT_LIMITS.website}
              value={values.website}
              onChange={change('website')}
            />,
          )}
        </Grid>
        {field(
          'message',
          true,
          <TextArea
            name="message"
            rows={5}
            maxLength={CONTACT_LIMITS.message}
            placeholder="Vertel kort over je bedrijf en waar we je mee kunnen helpen."
            value={values.message}
            onChange={change('message')}
          />,
        )}
        <Button type="submit" size="lg" disabled={submitting} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          {submitting ? contactFormSection.busy : contactFormSection.submit}
          {!submitting && <Send aria-hidden />}
        </Button>
        <PrivacyNote purpose="om je bericht te beantwoorden" />
        <Text textStyle="xs" color="fg.muted">
          {contactFormSection.privacy}
        </Text>
      </form>
    </Stack>
  );
}
