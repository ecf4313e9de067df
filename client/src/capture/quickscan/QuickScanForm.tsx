import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Box, Button, chakra, Dialog, Grid, Stack, Text } from '@chakra-ui/react';
import { paths } from '../../lib/paths';
import { FormField, TextInput } from '../../components/FormControls';
import Check from 'lucide-react/icons/check';
import Send from 'lucide-react/icons/send';
import {
  hasErrors,
  QUICK_SCAN_FIELDS,
  QUICK_SCAN_LIMITS,
  validateQuickScan,
  type QuickScanErrors,
  type QuickScanField,
  type QuickScanValues,
} from './validateQuickScan';
import { PrivacyNote } from '../../components/PrivacyNote';

export const QUICK_SCAN_FORM_ID = 'quick-scan-formulier';

const PROMISES = ['Analyse van je website en campagnes', '3 concrete verbeterpunten', 'Persoonlijk actieplan, binnen 24 uur'];

interface FieldSpec {
  label: string;
  type: 'text' | 'email' | 'tel' | 'url';
  autoComplete: string;
  placeholder?: string;
  inputMode?: 'email' | 'tel' | 'url';
}

const FIELDS: Record<QuickScanField, FieldSpec> = {
  name: { label: 'Naam', type: 'text', autoComplete: 'name' },
  email: { label: 'E-mailadres', type: 'email', autoComplete: 'email', placeholder: 'naam@jouwbedrijf.nl' },
  phone: { label: 'Telefoonnummer', type: 'tel', autoComplete: 'tel', placeholder: '06 12 34 56 78' },
  company: { label: 'Bedrijfsnaam', type: 'text', autoComplete: 'organization' },
  // type="text": browsers refuse "www.bedrijf.nl" in a url field, and people type it that way.
  website: { label: 'Website', type: 'text', autoComplete: 'url', placeholder: 'www.jouwbedrijf.nl', inputMode: 'url' },
};

export interface QuickScanFormProps {
  values: QuickScanValues;
  onChange: (values: QuickScanValues) => void;
  /** Sends the request; resolve = the lead exists, reject = keep the form (the caller shows the toast). */
  onSubmit: (values: QuickScanValues, honeypot: string) => Promise<void>;
  /** Closes the dialog (the visitor follows the link to the contact page). */
  onLeave: () => void;
}

/**
 * The quick scan's form (five required fields): Dutch messages under the fields, the first
 * wrong field focused, a busy button, and a honeypot field people never see.
 */
export function QuickScanForm({ values, onChange, onSubmit, onLeave }: QuickScanFormProps) {
  const [errors, setErrors] = useState<QuickScanErrors>({});
  const [busy, setBusy] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);

  const change = (field: QuickScanField) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    onChange(next);
    // A flagged field is checked again as it is corrected; nobody is told off while still typing.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validateQuickScan(next).errors[field] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateQuickScan(values);
    setErrors(checked.errors);
    if (hasErrors(checked.errors)) {
      const first = QUICK_SCAN_FIELDS.find((field) => checked.errors[field]);
      form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit(checked.values, honeypot.current?.value ?? '');
    } catch {
      // The caller told the visitor; the form stays as it was.
    } finally {
      setBusy(false);
    }
  };

  return (
    <chakra.form ref={form} id={QUICK_SCAN_FORM_ID} onSubmit={(event) => void submit(event)} noValidate display="contents" aria-busy={busy}>
      <Dialog.Header flexDirection="column" gap="1" pe="14">
        <Text textStyle="xs" fontWeight="bold" letterSpacing="wider" textTransform="uppercase" color="brand.fg">
          Gratis, t.w.v. €497
        </Text>
        <Dialog.Title asChild>
          <chakra.h2 textStyle={{ base: 'xl', md: '2xl' }} fontWeight="bold">
            Vraag je gratis Quick Scan aan
          </chakra.h2>
        </Dialog.Title>
        <Dialog.Description textStyle="sm">Binnen 24 uur weet je waar jouw website en campagnes aanvragen laten liggen.</Dialog.Description>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          <Stack as="ul" gap="1.5" listStyleType="none" textStyle="sm">
            {PROMISES.map((promise) => (
              <Box as="li" key={promise} display="flex" gap="2" alignItems="center">
                <Box color="green.fg" flexShrink={0}>
                  <Check size={16} aria-hidden />
                </Box>
                {promise}
              </Box>
            ))}
          </Stack>
          <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }} gap="4">
            {QUICK_SCAN_FIELDS.map((field) => {
              const spec = FIELDS[field];
              return (
                <Box key={field} gridColumn={field === 'website' ? { sm: 'span 2' } : undefined}>
                  <FormField label={spec.label} required error={errors[field]}>
                    <TextInput
                      name={field}
                      type={spec.type}
                      inputMode={spec.inputMode}
                      autoComplete={spec.autoComplete}
                      placeholder={spec.placeholder}
                      maxLength={QUICK_SCAN_LIMITS[field]}
                      value={values[field]}
                      onChange={change(field)}
                      readOnly={busy}
                    />
                  </FormField>
                </Box>
              );
            })}
          </Grid>
          {/* Honeypot (the server's faxNumber): out of sight, out of the tab order, unnamed for screen readers. */}
          <Box aria-hidden position="absolute" left="-10000px" top="auto" width="1px" height="1px" overflow="hidden">
            <label>
              Faxnummer
              <input ref={honeypot} type="text" name="faxNumber" tabIndex={-1} autoComplete="off" defaultValue="" />
            </label>
          </Box>
          <Text textStyle="xs" color="fg.muted">
            Velden met * zijn verplicht.
          </Text>
          <PrivacyNote purpose="voor je quick scan en het gesprek daarover" onNavigate={onLeave} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer
        borderTopWidth="1px"
        borderColor="border"
        pt="4"
        flexDirection={{ base: 'column', sm: 'row-reverse' }}
        justifyContent="space-between"
        gap="3"
      >
        <Button type="submit" size="lg" width={{ base: 'full', sm: 'auto' }} disabled={busy}>
          {busy ? 'Bezig met aanvragen...' : 'Start mijn gratis quick scan'}
          {!busy && <Send aria-hidden />}
        </Button>
        <Text textStyle="sm" color="fg.muted">
          Liever eerst een vraag?{' '}
          <chakra.span color="brand.fg" textDecoration="underline" _hover={{ textDecoration: 'none' }} asChild>
            <a href={paths.contact.getHref()} onClick={onLeave}>
              Neem contact op
            </a>
          </chakra.span>
        </Text>
      </Dialog.Footer>
    </chakra.form>
  );
}
