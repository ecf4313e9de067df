import { useEffect, useRef, type FormEvent } from 'react';
import { Box, Button, chakra, Dialog, Flex, Stack, Text } from '@chakra-ui/react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { minutesLeftText, progressPercent } from './surveyLogic';
import { SurveyQuestionField } from './SurveyQuestionField';
import { SURVEY_STEP_COUNT, SURVEY_STEPS, type SurveyAnswers } from './surveySteps';

export interface SurveyWizardProps {
  /** 1-based. */
  step: number;
  answers: SurveyAnswers;
  busy: boolean;
  onAnswer: (change: Partial<SurveyAnswers>) => void;
  onBack: () => void;
  onNext: () => void;
  onFinish: () => void;
  /** The quiet way out: book a call now instead of (or before) answering everything. */
  onBookCall: () => void;
}

/**
 * The 15-step survey inside the capture dialog: progress and time left on top, one step of
 * questions, previous/next below. Enter in a one-line field goes to the next
 * step; the step's heading takes focus so screen readers announce where they are.
 */
export function SurveyWizard({ step, answers, busy, onAnswer, onBack, onNext, onFinish, onBookCall }: SurveyWizardProps) {
  const current = SURVEY_STEPS[step - 1];
  const isLast = step === SURVEY_STEP_COUNT;
  const heading = useRef<HTMLHeadingElement>(null);
  const body = useRef<HTMLDivElement>(null);

  // Each step starts at its heading: scrolled to the top, and focus there (also when the survey
  // replaces the quick scan form, whose focused button is gone).
  useEffect(() => {
    body.current?.scrollTo?.({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [step]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (isLast) onFinish();
    else onNext();
  };

  return (
    <chakra.form onSubmit={submit} display="contents" aria-busy={busy} data-survey-step={step}>
      <Dialog.Header flexDirection="column" gap="3" pe="14">
        <Dialog.Title asChild>
          <chakra.h2 textStyle={{ base: 'lg', md: 'xl' }} fontWeight="bold">
            Je persoonlijke analyse
          </chakra.h2>
        </Dialog.Title>
        <Stack gap="1.5">
          <Flex justify="space-between" textStyle="sm" color="fg.muted" gap="3" wrap="wrap">
            <Text fontWeight="semibold" color="fg">
              Stap {step} van {SURVEY_STEP_COUNT}
            </Text>
            <Text>{minutesLeftText(step)}</Text>
          </Flex>
          <Box
            role="progressbar"
            aria-label="Voortgang van de vragenlijst"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progressPercent(step)}
            aria-valuetext={`Stap ${step} van ${SURVEY_STEP_COUNT}`}
            height="2"
            borderRadius="full"
            bg="bg.muted"
            overflow="hidden"
          >
            <Box height="full" width={`${progressPercent(step)}%`} bg="brand.solid" borderRadius="full" transition="width 0.3s ease" />
          </Box>
          <chakra.button
            type="button"
            onClick={onBookCall}
            disabled={busy}
            alignSelf="flex-start"
            textStyle="sm"
            color="fg.muted"
            textDecoration="underline"
            cursor="pointer"
            _hover={{ color: 'fg' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
          >
            Liever meteen een gesprek plannen?
          </chakra.button>
        </Stack>
      </Dialog.Header>
      <Dialog.Body ref={body}>
        <Stack gap="6">
          <Stack gap="1">
            <chakra.h3 ref={heading} tabIndex={-1} textStyle="lg" fontWeight="semibold" outline="none">
              {current.title}
            </chakra.h3>
            <Text textStyle="sm" color="fg.muted">
              {current.intro}
            </Text>
          </Stack>
          {current.questions.map((question) => (
            <SurveyQuestionField key={question.field} question={question} answers={answers} onAnswer={onAnswer} />
          ))}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer borderTopWidth="1px" borderColor="border" pt="4" justifyContent="space-between">
        <Button type="button" variant="outline" onClick={onBack} disabled={step === 1 || busy}>
          <ArrowLeft aria-hidden />
          Vorige
        </Button>
        <Button type="submit" disabled={busy}>
          {isLast ? (busy ? 'Bezig met versturen...' : 'Analyse ontvangen') : 'Volgende'}
          {!isLast && <ArrowRight aria-hidden />}
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}
