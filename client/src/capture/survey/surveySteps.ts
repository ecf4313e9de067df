import type { SurveyInput } from '../../gql/graphql';
import {
  businessSizeOptions,
  businessTypeOptions,
  challengeOptions,
  investmentBudgetOptions,
  marketingChannelOptions,
  monthlyBudgetOptions,
  timelineOptions,
  type SurveyOption,
} from '../../lib/surveyLabels';

/**
 * The 15 steps of the survey as data: every question, its Dutch text and its options. Enum
 * answers take their words from lib/surveyLabels (the admin panel shows the same words); free
 * lists (improvement areas, priorities, success metrics) store the Dutch text the visitor ticked.
 */
export type SurveyAnswers = SurveyInput;

type FieldsOfType<T> = { [K in keyof SurveyAnswers]-?: NonNullable<SurveyAnswers[K]> extends T ? K : never }[keyof SurveyAnswers];

export type SingleChoiceField = Exclude<FieldsOfType<string>, TextField>;
export type MultiChoiceField = Exclude<FieldsOfType<readonly string[]>, 'businessServices'>;
export type TextField = 'marketingMethods' | 'biggestFrustration' | 'missedOpportunities' | 'competitorAdvantages' | 'specificGoals';

interface QuestionBase {
  /** The question as the visitor reads it (also the accessible name of its group or field). */
  label: string;
  hint?: string;
}

export type SurveyQuestion =
  | (QuestionBase & { kind: 'services'; field: 'businessServices'; placeholder: string })
  | (QuestionBase & { kind: 'single'; field: SingleChoiceField; options: readonly SurveyOption<string>[] })
  | (QuestionBase & { kind: 'multi'; field: MultiChoiceField; options: readonly SurveyOption<string>[]; exclusive?: string })
  | (QuestionBase & { kind: 'yesNo'; field: 'doingMarketingSelf' })
  | (QuestionBase & { kind: 'text'; field: TextField; placeholder: string; multiline: boolean })
  | (QuestionBase & { kind: 'scale'; field: 'websiteSatisfaction'; min: number; max: number; minLabel: string; maxLabel: string });

export interface SurveyStep {
  title: string;
  intro: string;
  questions: readonly SurveyQuestion[];
}

/** Options whose value is the Dutch text itself (free lists in the schema). */
const texts = (...labels: string[]): readonly SurveyOption<string>[] => labels.map((label) => ({ value: label, label }));

export const improvementAreaOptions = texts(
  'Meer aanvragen via de website',
  'Beter gevonden worden in Google',
  'Lagere kosten per aanvraag',
  'Betere advertenties',
  'Een snellere website',
  'Meer en betere reviews',
  'Opvolging van aanvragen',
);

export const priorityOptions = texts(
  'Meer omzet',
  'Meer aanvragen',
  'Betere aanvragen (grotere klussen)',
  'Minder afhankelijk van mond-tot-mond',
  'Meer naamsbekendheid in de regio',
  'Tijd besparen op marketing',
);

export const successMetricOptions = texts(
  'Aantal aanvragen per maand',
  'Kosten per aanvraag',
  'Omzetgroei',
  'Aantal telefoontjes',
  'Positie in Google',
  'Rendement op advertenties',
);

export const budgetFlexibilityOptions = texts(
  'Het budget staat vast',
  'Er is ruimte als de resultaten goed zijn',
  'Daar heb ik nog niet over nagedacht',
);

export const expectedRoiOptions = texts(
  'Mijn investering terugverdienen',
  '2 tot 3 keer mijn investering',
  'Meer dan 3 keer mijn investering',
  'Dat weet ik nog niet',
);

export const SURVEY_STEPS: readonly SurveyStep[] = [
  {
    title: 'Jouw diensten',
    intro: 'Zo weten we voor welke klussen we aanvragen moeten binnenhalen.',
    questions: [
      {
        kind: 'services',
        field: 'businessServices',
        label: 'Welke diensten bied je aan?',
        hint: 'Eén dienst per veld, bijvoorbeeld "dakreparatie" of "lekkage verhelpen".',
        placeholder: 'Bijvoorbeeld: dakreparatie',
      },
    ],
  },
  {
    title: 'Je bedrijfsvorm',
    intro: 'Een eenmanszaak vraagt om een andere aanpak dan een BV met personeel.',
    questions: [{ kind: 'single', field: 'businessType', label: 'Wat is de rechtsvorm van je bedrijf?', options: businessTypeOptions }],
  },
  {
    title: 'De grootte van je bedrijf',
    intro: 'Hoeveel aanvragen kun je aan? Dat bepaalt hoe hard we gas kunnen geven.',
    questions: [{ kind: 'single', field: 'businessSize', label: 'Hoeveel mensen werken er in je bedrijf?', options: businessSizeOptions }],
  },
  {
    title: 'Je huidige marketing',
    intro: 'Kruis alles aan wat je nu doet om klanten te vinden.',
    questions: [
      {
        kind: 'multi',
        field: 'currentMarketing',
        label: 'Welke marketing doe je op dit moment?',
        options: marketingChannelOptions,
        exclusive: 'NONE',
      },
    ],
  },
  {
    title: 'Hoe je marketing nu loopt',
    intro: 'Wat werkt al, en wie doet het werk?',
    questions: [
      {
        kind: 'text',
        field: 'marketingMethods',
        label: 'Wat levert je nu de meeste klanten op?',
        placeholder: 'Bijvoorbeeld: vooral via Werkspot en via via',
        multiline: true,
      },
      { kind: 'yesNo', field: 'doingMarketingSelf', label: 'Doe je je marketing zelf?' },
    ],
  },
  {
    title: 'Je marketingbudget',
    intro: 'Een schatting is genoeg: advertentiebudget en eventuele bureaukosten samen.',
    questions: [
      { kind: 'single', field: 'monthlyBudget', label: 'Hoeveel geef je per maand uit aan marketing?', options: monthlyBudgetOptions },
    ],
  },
  {
    title: 'Je grootste uitdagingen',
    intro: 'Kruis aan waar je tegenaan loopt; meerdere antwoorden kan.',
    questions: [{ kind: 'multi', field: 'mainChallenges', label: 'Waar loop je tegenaan?', options: challengeOptions }],
  },
  {
    title: 'Wat je het meest dwarszit',
    intro: 'Schrijf het op zoals je het aan een collega zou vertellen.',
    questions: [
      {
        kind: 'text',
        field: 'biggestFrustration',
        label: 'Wat is je grootste frustratie over je marketing?',
        placeholder: 'Bijvoorbeeld: ik betaal voor advertenties maar de telefoon gaat niet',
        multiline: true,
      },
    ],
  },
  {
    title: 'Gemiste kansen',
    intro: 'Klussen die je misloopt zijn omzet die naar de concurrent gaat.',
    questions: [
      {
        kind: 'text',
        field: 'missedOpportunities',
        label: 'Welke klussen of klanten loop je nu mis?',
        placeholder: 'Bijvoorbeeld: grotere renovaties, zakelijke klanten, spoedklussen',
        multiline: true,
      },
    ],
  },
  {
    title: 'Wat beter kan',
    intro: 'Waar wil je als eerste verbetering zien?',
    questions: [{ kind: 'multi', field: 'improvementAreas', label: 'Wat wil je verbeteren?', options: improvementAreaOptions }],
  },
  {
    title: 'Je concurrenten',
    intro: 'Wat doen zij beter, of slimmer?',
    questions: [
      {
        kind: 'text',
        field: 'competitorAdvantages',
        label: 'Waarin zijn je concurrenten online sterker?',
        placeholder: 'Bijvoorbeeld: ze staan bovenaan in Google en hebben veel reviews',
        multiline: true,
      },
    ],
  },
  {
    title: 'Je doelen',
    intro: 'Hoe concreter, hoe beter we je analyse kunnen maken.',
    questions: [
      {
        kind: 'text',
        field: 'specificGoals',
        label: 'Wat wil je over een jaar bereikt hebben?',
        placeholder: 'Bijvoorbeeld: 30 aanvragen per maand en een tweede bus op de weg',
        multiline: true,
      },
      { kind: 'single', field: 'timeline', label: 'Wanneer wil je starten?', options: timelineOptions },
    ],
  },
  {
    title: 'Je prioriteiten',
    intro: 'Wat is voor jou het belangrijkst, en waaraan meet je succes?',
    questions: [
      { kind: 'multi', field: 'priorities', label: 'Wat heeft voor jou de hoogste prioriteit?', options: priorityOptions },
      { kind: 'multi', field: 'successMetrics', label: 'Waaraan meet je of marketing werkt?', options: successMetricOptions },
    ],
  },
  {
    title: 'Je investering',
    intro: 'Zo stemmen we het advies af op wat bij je past.',
    questions: [
      {
        kind: 'single',
        field: 'investmentBudget',
        label: 'Hoeveel wil je de komende maanden investeren in meer aanvragen?',
        options: investmentBudgetOptions,
      },
      { kind: 'single', field: 'budgetFlexibility', label: 'Hoe vast staat dat budget?', options: budgetFlexibilityOptions },
      { kind: 'single', field: 'expectedROI', label: 'Wat verwacht je terug te zien?', options: expectedRoiOptions },
    ],
  },
  {
    title: 'Je website',
    intro: 'De laatste vraag: daarna stellen we je persoonlijke analyse op.',
    questions: [
      {
        kind: 'scale',
        field: 'websiteSatisfaction',
        label: 'Hoe tevreden ben je over je huidige website?',
        min: 1,
        max: 10,
        minLabel: '1 = helemaal niet',
        maxLabel: '10 = heel tevreden',
      },
    ],
  },
];

export const SURVEY_STEP_COUNT = SURVEY_STEPS.length;
