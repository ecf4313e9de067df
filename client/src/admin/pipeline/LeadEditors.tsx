import { useState, type FormEvent, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Badge, Button, Field, Flex, Heading, Input, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import Pencil from 'lucide-react/icons/pencil';
import { PipelineUpdateLeadDocument, type LeadFieldsFragment, type UpdateLeadInput } from '../../gql/graphql';
import { toaster } from '../../lib/toaster';
import { mailtoHref, telHref, websiteHref } from '../shared/format/contact';
import { formatEuro } from '../shared/format/money';
import { useBoardActions } from './boardActions';
import { FormActions } from '../shared/ui/FormActions';
import { failureToast } from '../shared/apollo/errorToast';

type Lead = LeadFieldsFragment;

/** Saves `input` with updateLead; the success toast or the failure toast (with the server's reason for bad input). */
function useSave(lead: Lead) {
  const client = useApolloClient();
  const board = useBoardActions();
  return async (input: UpdateLeadInput, success: { title: string; description?: string }, failure: string): Promise<boolean> => {
    try {
      const { data } = await client.mutate({ mutation: PipelineUpdateLeadDocument, variables: { id: lead.id, input } });
      // The dialog reads the cache; the board keeps its own list (useBoard) and is told here.
      if (data?.updateLead) board.saved(data.updateLead);
      toaster.create({ type: 'success', ...success });
      return true;
    } catch (error) {
      failureToast('Fout bij opslaan', error, failure);
      return false;
    }
  };
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="2" as="section">
      <Flex align="center" justify="space-between" gap="2">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        {action}
      </Flex>
      {children}
    </Stack>
  );
}

const EditButton = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <Button size="xs" variant="ghost" onClick={onClick} aria-label={label}>
    <Pencil aria-hidden /> Bewerken
  </Button>
);

/** The deal value with its package; editable (saved on the server; empty goes back to the computed value). */
export function ValueEditor({ lead }: { lead: Lead }) {
  const save = useSave(lead);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim() === '' ? null : Math.round(Number(draft));
    if (value !== null && (!Number.isFinite(value) || value < 0)) return;
    setBusy(true);
    const saved = await save(
      { value },
      {
        title: 'Waarde opgeslagen',
        description: value === null ? 'Deal waarde weer berekend uit de survey' : `Deal waarde bijgewerkt naar ${formatEuro(value)}`,
      },
      'Kon waarde niet opslaan. Probeer het opnieuw.',
    );
    setBusy(false);
    if (saved) setEditing(false);
  };

  return (
    <Section
      title="Pipeline waarde"
      action={!editing && <EditButton label="Waarde bewerken" onClick={() => (setDraft(String(lead.value)), setEditing(true))} />}
    >
      {editing ? (
        <Stack as="form" gap="2" onSubmit={(event) => void submit(event)}>
          <Field.Root>
            <Field.Label>Deal waarde (€)</Field.Label>
            <Input type="number" inputMode="numeric" min={0} step={1} value={draft} onChange={(e) => setDraft(e.target.value)} autoFocus />
            <Field.HelperText>Leeg laten om de waarde uit de survey te berekenen.</Field.HelperText>
          </Field.Root>
          <FormActions busy={busy} onCancel={() => setEditing(false)} />
        </Stack>
      ) : (
        <Flex align="center" gap="2" wrap="wrap">
          <Text fontSize="2xl" fontWeight="bold" data-testid="deal-value">
            {formatEuro(lead.value)}
          </Text>
          <Badge colorPalette="brand" variant="subtle">
            {lead.packageLabel}
          </Badge>
          {lead.valueIsCustom && (
            <Badge variant="outline" colorPalette="gray">
              Handmatig
            </Badge>
          )}
        </Flex>
      )}
    </Section>
  );
}

const CONTACT_FIELDS = [
  { key: 'name', label: 'Naam', type: 'text', required: true },
  { key: 'email', label: 'E-mail', type: 'email', required: true },
  { key: 'phone', label: 'Telefoon', type: 'tel', required: false },
  { key: 'company', label: 'Bedrijf', type: 'text', required: false },
  { key: 'website', label: 'Website', type: 'url', required: false },
] as const;

type ContactKey = (typeof CONTACT_FIELDS)[number]['key'];

/** E-mail, phone, company and website as links; editable. */
export function ContactEditor({ lead }: { lead: Lead }) {
  const save = useSave(lead);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Record<ContactKey, string>>({ name: '', email: '', phone: '', company: '', website: '' });
  const [busy, setBusy] = useState(false);

  const start = () => {
    setDraft({ name: lead.name, email: lead.email, phone: lead.phone ?? '', company: lead.company ?? '', website: lead.website ?? '' });
    setEditing(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const input = Object.fromEntries(CONTACT_FIELDS.map(({ key }) => [key, draft[key].trim()])) as UpdateLeadInput;
    const saved = await save(
      input,
      { title: 'Contact informatie opgeslagen' },
      'Kon contact informatie niet opslaan. Probeer het opnieuw.',
    );
    setBusy(false);
    if (saved) setEditing(false);
  };

  const mail = mailtoHref(lead.email);
  const tel = telHref(lead.phone);
  const site = websiteHref(lead.website);
  return (
    <Section title="Contact informatie" action={!editing && <EditButton label="Contact informatie bewerken" onClick={start} />}>
      {editing ? (
        <Stack as="form" gap="2" onSubmit={(event) => void submit(event)}>
          {CONTACT_FIELDS.map((field) => (
            <Field.Root key={field.key} required={field.required}>
              <Field.Label>{field.label}</Field.Label>
              <Input
                type={field.type}
                value={draft[field.key]}
                onChange={(e) => setDraft((current) => ({ ...current, [field.key]: e.target.value }))}
              />
            </Field.Root>
          ))}
          <FormActions busy={busy} onCancel={() => setEditing(false)} />
        </Stack>
      ) : (
        <Stack gap="1" fontSize="sm">
          <Text>{mail ? <Link href={mail}>{lead.email}</Link> : lead.email}</Text>
          <Text>{tel ? <Link href={tel}>{lead.phone}</Link> : 'Geen telefoonnummer'}</Text>
          {lead.company && <Text>{lead.company}</Text>}
          {site && (
            <Text>
              <Link href={site} target="_blank" rel="noopener noreferrer">
                {lead.website}
              </Link>
            </Text>
          )}
        </Stack>
      )}
    </Section>
  );
}

/** The lead's notes; editable. */
export function NotesEditor({ lead }: { lead: Lead }) {
  const save = useSave(lead);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const saved = await save({ notes: draft }, { title: 'Notities opgeslagen' }, 'Kon notities niet opslaan. Probeer het opnieuw.');
    setBusy(false);
    if (saved) setEditing(false);
  };

  return (
    <Section
      title="Notities"
      action={!editing && <EditButton label="Notities bewerken" onClick={() => (setDraft(lead.notes ?? ''), setEditing(true))} />}
    >
      {editing ? (
        <Stack as="form" gap="2" onSubmit={(event) => void submit(event)}>
          <Field.Root>
            <Field.Label srOnly>Notities</Field.Label>
            <Textarea value={draft} onChange={(e) => setDraft(e.target.value)} rows={5} maxLength={5000} autoFocus />
          </Field.Root>
          <FormActions busy={busy} onCancel={() => setEditing(false)} />
        </Stack>
      ) : (
        <Text fontSize="sm" whiteSpace="pre-wrap" color={lead.notes ? 'fg' : 'fg.muted'} data-testid="lead-notes">
          {lead.notes || 'Nog geen notities.'}
        </Text>
      )}
    </Section>
  );
}
