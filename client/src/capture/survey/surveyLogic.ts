import type { Qualification } from '../../gql/graphql';
import type { ToastOptions } from '../../lib/toaster';
import { SURVEY_STEP_COUNT, type SurveyAnswers } from './surveySteps';

/** The time remaining shown on step `step` (1-based), in minutes. */
export function minutesLeft(step: number): number {
  return Math.max(7 - step, 1);
}

export function minutesLeftText(step: number): string {
  const minutes = minutesLeft(step);
  return `Nog ongeveer ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'}`;
}

export function progressPercent(step: number): number {
  return Math.round((step / SURVEY_STEP_COUNT) * 100);
}

/**
 * Ticks or unticks `value` in a multiple-choice answer. `exclusive` (e.g. "no marketing yet")
 * cannot be combined: ticking it clears the others, ticking another clears it.
 */
export function toggleChoice<Value extends string>(
  current: readonly Value[] | null | undefined,
  value: Value,
  exclusive?: string,
): Value[] {
  const list = current ?? [];
  if (list.includes(value)) return list.filter((item) => item !== value);
  if (value === exclusive) return [value];
  return [...list.filter((item) => item !== exclusive), value];
}

/** The service fields to show: what was typed, and always at least one. */
export function serviceFields(services: readonly string[] | null | undefined): string[] {
  return services && services.length > 0 ? [...services] : [''];
}

/**
 * The answers as the server takes them: text trimmed, empty text left out (not "answered with
 * nothing"), empty service fields dropped. Unanswered questions are not sent.
 */
export function surveyPayload(answers: SurveyAnswers): SurveyAnswers {
  const payload: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(answers) as [keyof SurveyAnswers, unknown][]) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string') {
      const text = value.trim();
      if (text) payload[field] = text;
    } else if (Array.isArray(value)) {
      const list: readonly unknown[] = value;
      const items = list.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '');
      if (field !== 'businessServices' || items.length > 0) payload[field] = items;
    } else {
      payload[field] = value;
    }
  }
  return payload;
}

export const SURVEY_TOASTS = {
  encouragement: {
    type: 'success',
    title: 'Top!',
    description: 'Je bent goed op weg. Nog een paar vragen en je persoonlijke analyse (t.w.v. €247) is klaar.',
  },
  retention: {
    type: 'info',
    title: 'Weet je het zeker?',
    description: 'Je bent al ver! Maak de vragen af voor je gratis analyse t.w.v. €247. Klik nog een keer op sluiten om toch te stoppen.',
    duration: 7000,
  },
  exitIntent: {
    type: 'info',
    title: 'Nog even volhouden!',
    description: 'Je gratis analyse t.w.v. €247 is bijna klaar. Je antwoorden zijn bewaard.',
    duration: 7000,
  },
  failed: {
    type: 'error',
    title: 'Er is iets misgegaan',
    description: 'Probeer het opnieuw of neem direct contact met ons op.',
  },
} as const satisfies Record<string, ToastOptions>;

/** The toast after the last step, per qualification the server gave. */
export function resultToast(qualification: Qualification): ToastOptions {
  switch (qualification) {
    case 'HOT':
      return {
        type: 'success',
        title: 'Perfecte match!',
        description: 'We bellen je vandaag nog om je persoonlijke analyse te bespreken.',
        duration: 8000,
      };
    case 'WARM':
      return {
        type: 'success',
        title: 'Interessante kansen!',
        description: 'Je ontvangt je persoonlijke analyse binnen 24 uur.',
        duration: 8000,
      };
    default:
      return {
        type: 'success',
        title: 'Bedankt voor je tijd!',
        description: 'We sturen je binnen 24 uur je persoonlijke analyse met concrete verbeterpunten.',
        duration: 8000,
      };
  }
}

/** Closing above step 2 asks once to stay; a second attempt closes. */
export function shouldHoldOnClose(step: number, alreadyWarned: boolean): boolean {
  return step > 2 && !alreadyWarned;
}
