import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Grid, Stack, Text } from '@chakra-ui/react';
import Send from 'lucide-react/icons/send';
import { FormField, SelectInput, TextArea, TextInput } from '../../components/FormControls';
import { toaster } from '../../lib/toaster';
import { budgetOptions, emptyHomeContactForm } from '../content/home';
import type { HomeContactFormValues } from '../content/types';
import { PrivacyNote } from '../../components/PrivacyNote';

export interface HomeContactFormProps {
  /** Sends the request; resolve = sent, reject = show the error and keep the fields. */
  onSubmit: (values: HomeContactFormValues) => Promise<void>;
}

/** The home page's contact form. */
export function HomeContactForm({ onSubmit }: HomeContactFormProps) {
  const [values, setValues] = useState<HomeContactFormValues>(emptyHomeContactForm);
  const [submitting, setSubmitting] = useState(false);

  const change = (field: keyof HomeContactFormValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      await onSubmit(values);
      toaster.create({ type: 'success', title: 'Aanvraag verzonden!', description: 'We nemen binnen 24 uur contact met je op.' });
      setValues(emptyHomeContactForm);
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

  return (
    <Stack asChild gap="5">
      <form onSubmit={(event) => void handleSubmit(event)} aria-label="Contactformulier">
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }} gap="5">
          <FormField label="Naam" required>
            <TextInput name="name" autoComplete="name" value={values.name} onChange={change('name')} />
          </FormField>
          <FormField label="E-mail" required>
            <TextInput name="email" type="email" autoComplete="email" value={values.email} onChange={change('email')} />
          </FormField>
          <FormField label="Bedrijfsnaam">
            <TextInput name="company" autoComplete="organization" value={values.company} onChange={change('company')} />
          </FormField>
          <FormField label="Website">
            <TextInput
              name="website"
              type="url"
              autoComplete="url"
              placeholder="https://"
              value={values.website}
              onChange={change('website')}
            />
          </FormField>
        </Grid>
        <FormField label="Maandelijks marketingbudget">
          <SelectInput name="budget" value={values.budget} onChange={change('budget')}>
            {budgetOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectInput>
        </FormField>
        <FormField label="Bericht">
          <TextArea
            name="message"
            rows={3}
            value={values.message}
            onChange={change('message')}
            placeholder="Waar kunnen we je mee helpen?"
          />
        </FormField>
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? 'Versturen...' : 'Verstuur aanvraag'}
          {!submitting && <Send aria-hidden />}
        </Button>
        <PrivacyNote />
        <Text textStyle="xs" color="fg.muted" textAlign="center">
          We gebruiken je gegevens alleen om contact met je op te nemen over je aanvraag.
        </Text>
      </form>
    </Stack>
  );
}
