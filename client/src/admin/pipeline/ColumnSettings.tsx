import { useState } from 'react';
import { Field, IconButton, Input, Popover, Portal, Stack } from '@chakra-ui/react';
import Settings from 'lucide-react/icons/settings-2';
import type { LeadStatus } from '../../gql/graphql';
import { toaster } from '../../lib/toaster';
import { userMessage } from '../shared/apollo/graphqlErrors';
import type { ColumnSetting } from './useColumnSettings';
import { FormActions } from '../shared/ui/FormActions';

/** The server's bounds (docs/features.md, "Opvolgen"). */
const DAYS_MAX = 365;

/**
 * A column's settings behind a small button in its header: after how many days without any change
 * its cards are marked stale ('stil'). Empty: never.
 */
export function ColumnSettings({
  status,
  title,
  setting,
  save,
  saving,
}: {
  status: LeadStatus;
  title: string;
  setting: ColumnSetting | undefined;
  save: (status: LeadStatus, staleAfterDays: number | null) => Promise<void>;
  saving: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    const value = days.trim() === '' ? null : Number(days);
    if (value !== null && (!Number.isInteger(value) || value < 1 || value > DAYS_MAX)) {
      setProblem(`Vul een heel aantal dagen in van 1 tot ${DAYS_MAX}, of laat het leeg.`);
      return;
    }
    try {
      await save(status, value);
      setOpen(false);
      toaster.create({
        type: 'success',
        title: value === null ? `${title}: kaarten worden niet als stil gemarkeerd` : `${title}: stil na ${value} dagen`,
      });
    } catch (error) {
      setProblem(userMessage(error, 'Kon de instelling niet opslaan. Probeer het opnieuw.'));
    }
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (details.open) {
          setDays(setting?.staleAfterDays ? String(setting.staleAfterDays) : '');
          setProblem(null);
        }
      }}
    >
      <Popover.Trigger asChild>
        <IconButton size="2xs" variant="ghost" aria-label={`Instellingen ${title}`} data-testid="column-settings">
          <Settings aria-hidden />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content>
            <Popover.Arrow />
            <Popover.Body>
              {/* noValidate: the bounds are told in Dutch below the field, not by the browser's own bubble. */}
              <Stack asChild gap="3">
                <form
                  noValidate
                  aria-label={`Instellingen ${title}`}
                  onSubmit={(event) => {
                    event.preventDefault();
                    void submit();
                  }}
                >
                  <Field.Root invalid={Boolean(problem)}>
                    <Field.Label>Markeer kaarten als stil na (dagen)</Field.Label>
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={DAYS_MAX}
                      value={days}
                      placeholder="Nooit"
                      onChange={(event) => setDays(event.target.value)}
                    />
                    {problem ? (
                      <Field.ErrorText>{problem}</Field.ErrorText>
                    ) : (
                      <Field.HelperText>Dagen zonder enige wijziging. Leeg laten: nooit.</Field.HelperText>
                    )}
                  </Field.Root>
                  <FormActions size="xs" busy={saving} onCancel={() => setOpen(false)} />
                </form>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
