import { useRef, useState, type FormEvent } from 'react';
import { Box, Button, Stack } from '@chakra-ui/react';
import { FormField, TextInput } from '../../components/FormControls';
import { toaster } from '../../lib/toaster';
import {
  CONTACT_REQUEST_LIMITS,
  EMPTY_CONTACT_REQUEST,
  firstInvalidField,
  validateContactRequest,
  type ContactRequestErrors,
  type ContactRequestValues,
} from './contactRequest';
import { contactToasts, scrollPopupTexts as texts } from './engagementTexts';
import { PopupDialog } from './PopupDialog';
import { sendContactRequest } from './sendContactRequest';
import { PrivacyNote } from '../../components/PrivacyNote';

/**
 * The scroll popup with name, e-mail and phone. The original sent them nowhere;
 * here they become a CONTACT lead (a deliberate change from the original site). Typed values survive an
 * error; success thanks the visitor with the form toast and closes the popup.
 */
export function ScrollPopup({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<ContactRequestValues>(EMPTY_CONTACT_REQUEST);
  const [errors, setErrors] = useState<ContactRequestErrors>({});
  const [busy, setBusy] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);

  const field = (name: keyof ContactRequestValues) => ({
    name,
    value: values[name],
    maxLength: CONTACT_REQUEST_LIMITS[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateContactRequest(values);
    setErrors(found);
    const invalid = firstInvalidField(found);
    if (invalid) {
      form.current?.querySelector<HTMLInputElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await sendContactRequest(values, honeypot.current?.value ?? '');
      toaster.create({ type: 'success', ...contactToasts.success });
      onClose();
    } catch (error) {
      console.warn('Terugbelverzoek niet verstuurd', error);
      toaster.create({ type: 'error', ...contactToasts.failure });
      setBusy(false);
    }
  }

  return (
    <PopupDialog kind="scroll" title={texts.title} description={texts.intro} onClose={onClose} initialFocusRef={nameInput}>
      <form ref={form} aria-label="Terugbelverzoek" noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          <FormField label={texts.name} required error={errors.name}>
            <TextInput ref={nameInput} type="text" autoComplete="name" {...field('name')} />
          </FormField>
          <FormField label={texts.email} required error={errors.email}>
            <TextInput type="email" autoComplete="email" inputMode="email" {...field('email')} />
          </FormField>
          <FormField label={texts.phone} required error={errors.phone}>
            <TextInput type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} />
          </FormField>
          {/* Honeypot: invisible to people, filled by bots; the server then stores nothing. */}
          <Box aria-hidden position="absolute" left="-9999px" width="1px" height="1px" overflow="hidden">
            <label>
              Faxnummer
              <input ref={honeypot} type="text" name="faxNumber" tabIndex={-1} autoComplete="off" defaultValue="" />
            </label>
          </Box>
          <Button type="submit" size="lg" width="full" disabled={busy}>
            {busy ? texts.busy : texts.submit}
          </Button>
          <PrivacyNote purpose="om contact met je op te nemen over je aanvraag" />
        </Stack>
      </form>
    </PopupDialog>
  );
}
