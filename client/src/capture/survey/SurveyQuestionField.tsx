import { useEffect, useId, useRef } from 'react';
import { Box, Button, chakra, Flex, Grid, IconButton, Stack, Text } from '@chakra-ui/react';
import { FormField, TextArea, TextInput } from '../../components/FormControls';
import Plus from 'lucide-react/icons/plus';
import Trash from 'lucide-react/icons/trash-2';
import { ChoiceOption } from './ChoiceOption';
import { serviceFields, toggleChoice } from './surveyLogic';
import type { SurveyAnswers, SurveyQuestion } from './surveySteps';

/** The server takes at most 20 entries per list and 200 characters per entry, 5000 per text. */
const MAX_SERVICES = 20;
const ENTRY_MAX = 200;
const TEXT_MAX = 5000;

export interface SurveyQuestionFieldProps {
  question: SurveyQuestion;
  answers: SurveyAnswers;
  onAnswer: (change: Partial<SurveyAnswers>) => void;
}

function Group({ label, hint, children }: { label: string; hint?: string; children: React.ReactNode }) {
  const hintId = useId();
  return (
    <chakra.fieldset border="0" p="0" m="0" minWidth="0" aria-describedby={hint ? hintId : undefined}>
      <chakra.legend fontWeight="semibold" mb={hint ? '1' : '3'} p="0">
        {label}
      </chakra.legend>
      {hint && (
        <Text id={hintId} textStyle="sm" color="fg.muted" mb="3">
          {hint}
        </Text>
      )}
      {children}
    </chakra.fieldset>
  );
}

/** One survey question, drawn by its kind (surveySteps.ts). */
export function SurveyQuestionField({ question, answers, onAnswer }: SurveyQuestionFieldProps) {
  const name = useId();

  switch (question.kind) {
    case 'single': {
      const current = answers[question.field] ?? null;
      return (
        <Group label={question.label} hint={question.hint}>
          <Grid templateColumns={{ base: '1fr', sm: question.options.length > 4 ? 'repeat(2, 1fr)' : '1fr' }} gap="2">
            {question.options.map((option) => (
              <ChoiceOption
                key={option.value}
                type="radio"
                name={name}
                value={option.value}
                checked={current === option.value}
                onChange={() => onAnswer({ [question.field]: option.value })}
              >
                {option.label}
              </ChoiceOption>
            ))}
          </Grid>
        </Group>
      );
    }
    case 'multi': {
      const current = (answers[question.field] ?? []) as readonly string[];
      return (
        <Group label={question.label} hint={question.hint ?? 'Meerdere antwoorden mogelijk.'}>
          <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }} gap="2">
            {question.options.map((option) => (
              <ChoiceOption
                key={option.value}
                type="checkbox"
                name={name}
                value={option.value}
                checked={current.includes(option.value)}
                onChange={() => onAnswer({ [question.field]: toggleChoice(current, option.value, question.exclusive) })}
              >
                {option.label}
              </ChoiceOption>
            ))}
          </Grid>
        </Group>
      );
    }
    case 'yesNo': {
      const current = answers[question.field];
      return (
        <Group label={question.label} hint={question.hint}>
          <Grid templateColumns="repeat(2, 1fr)" gap="2" maxWidth="sm">
            {(
              [
                [true, 'Ja'],
                [false, 'Nee, dat doet iemand anders'],
              ] as const
            ).map(([value, label]) => (
              <ChoiceOption
                key={label}
                type="radio"
                name={name}
                value={String(value)}
                checked={current === value}
                onChange={() => onAnswer({ [question.field]: value })}
              >
                {label}
              </ChoiceOption>
            ))}
          </Grid>
        </Group>
      );
    }
    case 'scale': {
      const current = answers[question.field];
      const values = Array.from({ length: question.max - question.min + 1 }, (_, index) => question.min + index);
      return (
        <Group label={question.label} hint={`${question.minLabel}, ${question.maxLabel}.`}>
          <Grid templateColumns={{ base: 'repeat(5, 1fr)', sm: 'repeat(10, 1fr)' }} gap="2">
            {values.map((value) => (
              <ChoiceOption
                key={value}
                type="radio"
                name={name}
                value={String(value)}
                checked={current === value}
                onChange={() => onAnswer({ [question.field]: value })}
                compact
              >
                {value}
              </ChoiceOption>
            ))}
          </Grid>
          <Flex justify="space-between" textStyle="xs" color="fg.muted" mt="2" aria-hidden>
            <span>{question.minLabel}</span>
            <span>{question.maxLabel}</span>
          </Flex>
        </Group>
      );
    }
    case 'text': {
      const value = answers[question.field] ?? '';
      const change = (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        onAnswer({ [question.field]: event.target.value });
      return (
        <FormField label={question.label}>
          {question.multiline ? (
            <TextArea
              name={question.field}
              rows={3}
              maxLength={TEXT_MAX}
              placeholder={question.placeholder}
              value={value}
              onChange={change}
            />
          ) : (
            <TextInput name={question.field} maxLength={TEXT_MAX} placeholder={question.placeholder} value={value} onChange={change} />
          )}
        </FormField>
      );
    }
    case 'services':
      return <ServicesQuestion question={question} services={answers.businessServices} onAnswer={onAnswer} />;
  }
}

type ServicesQuestionProps = {
  question: Extract<SurveyQuestion, { kind: 'services' }>;
  services: SurveyAnswers['businessServices'];
  onAnswer: (change: Partial<SurveyAnswers>) => void;
};

/** The services as a list of text fields: one more with 'Dienst toevoegen', which then has focus. */
function ServicesQuestion({ question, services: saved, onAnswer }: ServicesQuestionProps) {
  const services = serviceFields(saved);
  const list = useRef<HTMLDivElement>(null);
  const count = useRef(services.length);
  const update = (next: string[]) => onAnswer({ businessServices: next });

  useEffect(() => {
    if (services.length > count.current)
      [...(list.current?.querySelectorAll<HTMLInputElement>('[data-service-field] input') ?? [])].at(-1)?.focus();
    count.current = services.length;
  }, [services.length]);

  return (
    <Group label={question.label} hint={question.hint}>
      <Stack gap="2" ref={list}>
        {services.map((service, index) => (
          <Flex key={index} gap="2" align="center" data-service-field>
            <Box flex="1">
              <TextInput
                name={`businessServices.${index}`}
                aria-label={`Dienst ${index + 1}`}
                maxLength={ENTRY_MAX}
                placeholder={index === 0 ? question.placeholder : 'Nog een dienst'}
                value={service}
                onChange={(event) => update(services.map((item, at) => (at === index ? event.target.value : item)))}
              />
            </Box>
            {services.length > 1 && (
              <IconButton
                type="button"
                variant="ghost"
                aria-label={`Dienst ${index + 1} verwijderen`}
                onClick={() => update(services.filter((_, at) => at !== index))}
              >
                <Trash aria-hidden />
              </IconButton>
            )}
          </Flex>
        ))}
        {services.length < MAX_SERVICES && (
          <Button type="button" variant="outline" alignSelf="flex-start" onClick={() => update([...services, ''])}>
            <Plus aria-hidden />
            Dienst toevoegen
          </Button>
        )}
      </Stack>
    </Group>
  );
}
