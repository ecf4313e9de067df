import { useState, type FormEvent } from 'react';
import { Box, Button, Checkbox, Field, Flex, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import Plus from 'lucide-react/icons/plus';
import X from 'lucide-react/icons/x';
import { AdminSaveBookingSettingsDocument, type BookingSettingsFieldsFragment } from '../../gql/graphql';
import { toaster } from '../../lib/toaster';
import { userMessage } from '../shared/apollo/graphqlErrors';
import { formatDate } from '../shared/format/dates';
import { ProfileSection } from '../shared/ui/ProfileSection';
import { formFromSettings, inputFromForm, problemsOnForm, WEEKDAYS, type FormProblems, type SettingsForm } from './settingsForm';

const MAX_BLOCKS = 4;

interface NumberField {
  key: 'callMinutes' | 'bufferMinutes' | 'noticeHours' | 'horizonDays' | 'capacity';
  label: string;
  help: string;
}

const NUMBER_FIELDS: NumberField[] = [
  { key: 'callMinutes', label: 'Lengte van een gesprek (minuten)', help: '5 tot 480 minuten.' },
  { key: 'bufferMinutes', label: 'Pauze na elk gesprek (minuten)', help: 'Vrij gehouden na elk gesprek; 0 voor geen pauze.' },
  { key: 'noticeHours', label: 'Minimale aanlooptijd (uren)', help: 'Hoe lang na het boeken een gesprek op z’n vroegst is.' },
  { key: 'horizonDays', label: 'Hoe ver vooruit (dagen)', help: 'Leads kiezen tot zoveel dagen vooruit (1 tot 365).' },
  { key: 'capacity', label: 'Gesprekken tegelijk', help: 'Hoeveel mensen tegelijk bellen (1 tot 50).' },
];

/** 'Beschikbaarheid': when leads can book a call, saved whole (the server checks every rule again). */
export function BookingSettingsForm({ settings }: { settings: BookingSettingsFieldsFragment }) {
  const [form, setForm] = useState<SettingsForm>(() => formFromSettings(settings));
  const [problems, setProblems] = useState<FormProblems>({});
  const [dayOff, setDayOff] = useState('');
  const [save, { loading }] = useMutation(AdminSaveBookingSettingsDocument);

  const setDay = (index: number, change: Partial<SettingsForm['days'][number]>) =>
    setForm((current) => ({ ...current, days: current.days.map((day, i) => (i === index ? { ...day, ...change } : day)) }));
  const setBlock = (dayIndex: number, blockIndex: number, part: 'start' | 'end', value: string) =>
    setDay(dayIndex, {
      blocks: form.days[dayIndex].blocks.map((block, i) => (i === blockIndex ? { ...block, [part]: value } : block)),
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { input, fieldOf, problems: local } = inputFromForm(form);
    setProblems(local);
    if (Object.keys(local).length > 0) return;
    try {
      const { data } = await save({ variables: { input } });
      if (data) setForm(formFromSettings(data.updateBookingSettings));
      toaster.create({ type: 'success', title: 'Agenda opgeslagen', description: 'Leads zien de nieuwe tijden meteen.' });
    } catch (error) {
      const fields = CombinedGraphQLErrors.is(error)
        ? ((error.errors[0]?.extensions?.fields as { field: string; message: string }[] | undefined) ?? [])
        : [];
      setProblems(
        fields.length > 0 ? problemsOnForm(fields, fieldOf) : { form: userMessage(error, 'Opslaan is mislukt. Probeer het opnieuw.') },
      );
    }
  };

  const addDayOff = () => {
    if (!dayOff || form.daysOff.includes(dayOff)) return;
    setForm((current) => ({ ...current, daysOff: [...current.daysOff, dayOff].sort() }));
    setDayOff('');
  };
  const problemCount = Object.keys(problems).length;

  return (
    <ProfileSection title="Beschikbaarheid" id="beschikbaarheid">
      <form onSubmit={(event) => void submit(event)} aria-label="Beschikbaarheid" noValidate>
        <Stack gap="6">
          {problemCount > 0 && (
            <Box
              role="alert"
              p="3"
              borderRadius="l2"
              bg="bg.error"
              color="fg.error"
              textStyle="sm"
              fontWeight="medium"
              data-settings-problems
            >
              {problems.form ??
                `Controleer ${problemCount === 1 ? 'het gemarkeerde veld' : 'de gemarkeerde velden'}: er is niets opgeslagen.`}
            </Box>
          )}
          <Stack gap="3" as="fieldset">
            <Text as="legend" fontWeight="semibold" mb="2">
              Werktijden (Nederlandse tijd)
            </Text>
            {form.days.map((day, dayIndex) => {
              const label = WEEKDAYS[dayIndex].label;
              return (
                <Flex
                  key={day.weekday}
                  gap="3"
                  direction={{ base: 'column', md: 'row' }}
                  align={{ md: 'flex-start' }}
                  data-weekday={day.weekday}
                >
                  <Checkbox.Root
                    checked={day.open}
                    onCheckedChange={(change) => setDay(dayIndex, { open: change.checked === true })}
                    w="32"
                    pt="2"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{label}</Checkbox.Label>
                  </Checkbox.Root>
                  {day.open ? (
                    <Stack gap="2" flex="1">
                      {day.blocks.map((block, blockIndex) => {
                        const startProblem = problems[`day.${day.weekday}.${blockIndex}.start`];
                        const endProblem = problems[`day.${day.weekday}.${blockIndex}.end`];
                        return (
                          <Stack key={blockIndex} gap="1">
                            <Flex gap="2" align="center" wrap="wrap">
                              <Input
                                type="time"
                                step={300}
                                w="32"
                                value={block.start}
                                aria-label={`${label}, begin van blok ${blockIndex + 1}`}
                                aria-invalid={startProblem ? true : undefined}
                                onChange={(event) => setBlock(dayIndex, blockIndex, 'start', event.target.value)}
                              />
                              <Text aria-hidden>tot</Text>
                              <Input
                                type="time"
                                step={300}
                                w="32"
                                value={block.end}
                                aria-label={`${label}, einde van blok ${blockIndex + 1}`}
                                aria-invalid={endProblem ? true : undefined}
                                onChange={(event) => setBlock(dayIndex, blockIndex, 'end', event.target.value)}
                              />
                              {day.blocks.length > 1 && (
                                <IconButton
                                  variant="ghost"
                                  size="sm"
                                  aria-label={`${label}, blok ${blockIndex + 1} verwijderen`}
                                  onClick={() => setDay(dayIndex, { blocks: day.blocks.filter((_, i) => i !== blockIndex) })}
                                >
                                  <X />
                                </IconButton>
                              )}
                            </Flex>
                            {(startProblem || endProblem) && (
                              <Text textStyle="sm" color="fg.error">
                                {startProblem ?? endProblem}
                              </Text>
                            )}
                          </Stack>
                        );
                      })}
                      {day.blocks.length < MAX_BLOCKS && (
                        <Button
                          variant="ghost"
                          size="xs"
                          alignSelf="flex-start"
                          onClick={() => setDay(dayIndex, { blocks: [...day.blocks, { start: '13:00', end: '17:00' }] })}
                        >
                          <Plus /> Blok toevoegen op {label.toLowerCase()}
                        </Button>
                      )}
                    </Stack>
                  ) : (
                    <Text color="fg.muted" pt="2">
                      Geen gesprekken
                    </Text>
                  )}
                </Flex>
              );
            })}
          </Stack>

          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {NUMBER_FIELDS.map((field) => (
              <Field.Root key={field.key} invalid={Boolean(problems[field.key])} required>
                <Field.Label>{field.label}</Field.Label>
                <Input
                  inputMode={field.key === 'noticeHours' ? 'decimal' : 'numeric'}
                  value={form[field.key]}
                  onChange={(event) => setForm((current) => ({ ...current, [field.key]: event.target.value }))}
                />
                {problems[field.key] ? (
                  <Field.ErrorText>{problems[field.key]}</Field.ErrorText>
                ) : (
                  <Field.HelperText>{field.help}</Field.HelperText>
                )}
              </Field.Root>
            ))}
          </SimpleGrid>

          <Stack gap="3">
            <Field.Root invalid={Boolean(problems.daysOff)}>
              <Field.Label>Vrije dagen</Field.Label>
              <Flex gap="2" wrap="wrap">
                <Input type="date" w="48" value={dayOff} onChange={(event) => setDayOff(event.target.value)} />
                <Button variant="outline" onClick={addDayOff} disabled={!dayOff}>
                  Toevoegen
                </Button>
              </Flex>
              {problems.daysOff ? (
                <Field.ErrorText>{problems.daysOff}</Field.ErrorText>
              ) : (
                <Field.HelperText>Op deze dagen kan niemand een gesprek plannen (feestdagen, vakantie).</Field.HelperText>
              )}
            </Field.Root>
            {form.daysOff.length > 0 && (
              <Flex as="ul" gap="2" wrap="wrap" listStyleType="none" aria-label="Vrije dagen">
                {form.daysOff.map((day) => (
                  <Flex as="li" key={day} align="center" gap="1" ps="3" pe="1" borderWidth="1px" borderRadius="full" textStyle="sm">
                    {formatDate(`${day}T12:00:00`)}
                    <IconButton
                      variant="ghost"
                      size="2xs"
                      aria-label={`Vrije dag ${formatDate(`${day}T12:00:00`)} verwijderen`}
                      onClick={() => setForm((current) => ({ ...current, daysOff: current.daysOff.filter((other) => other !== day) }))}
                    >
                      <X />
                    </IconButton>
                  </Flex>
                ))}
              </Flex>
            )}
          </Stack>

          <Button type="submit" alignSelf="flex-start" loading={loading} loadingText="Bezig met opslaan...">
            Opslaan
          </Button>
        </Stack>
      </form>
    </ProfileSection>
  );
}
