import type { PageMeta } from '../../lib/seo/head';
import type { ContactMessageValues, FaqItem } from './types';

/** /contact: details, two quick actions, what happens next, the message form and a short FAQ. */
export const contactMeta: PageMeta = {
  title: 'Contact: neem contact op met Vakleads',
  description:
    'Neem contact op met Vakleads in Amsterdam. Bel, mail of app ons, of stuur een bericht: op werkdagen reageren we binnen 2 uur. Of vraag een gratis audit aan.',
  keywords: [
    'contact Vakleads',
    'marketingbureau Amsterdam contact',
    'gratis campagne-audit',
    'Google Ads advies aanvragen',
    'online marketing vakbedrijf contact',
  ],
};

export const contactHero = {
  eyebrow: 'Contact',
  title: 'Laten we kennismaken',
  subtitle:
    'Vragen over onze aanpak, je campagnes of de tarieven? Bel, mail of app ons, of stuur een bericht. Op werkdagen reageren we binnen 2 uur.',
} as const;

export const contactActions = {
  whatsapp: {
    title: 'Direct contact via WhatsApp',
    text: 'Snel een vraag stellen of een foto van je huidige advertenties delen? Stuur ons een appje.',
    button: 'Stuur een WhatsApp-bericht',
  },
  audit: {
    title: 'Gratis campagne-audit',
    text: 'We analyseren je website en campagnes en sturen je binnen 24 uur drie concrete verbeterpunten.',
    button: 'Vraag de gratis audit aan',
  },
} as const;

export const afterRequest = {
  title: 'Wat gebeurt er na je aanvraag?',
  steps: [
    { title: 'Binnen 2 uur reactie', description: 'Op werkdagen neemt een van onze marketeers binnen 2 uur contact met je op.' },
    { title: 'Kort kennismakingsgesprek', description: 'In 15 minuten bespreken we je bedrijf, je regio en je doelen.' },
    { title: 'Analyse van je situatie', description: 'We bekijken je website, huidige campagnes en concurrenten in jouw regio.' },
    {
      title: 'Adviesgesprek op maat',
      description:
        'In een gesprek van 30 minuten lopen we je concrete voorstel samen door. Vrijblijvend: jij beslist of we samen verdergaan.',
    },
  ],
} as const;

export const contactFormSection = {
  title: 'Stuur ons een bericht',
  intro: 'Vul het formulier in en we nemen binnen 2 uur contact met je op (op werkdagen).',
  submit: 'Verstuur bericht',
  busy: 'Versturen...',
  success: { title: 'Bericht verzonden!', description: 'Bedankt! We nemen binnen 2 uur contact met je op.' },
  privacy: 'We gebruiken je gegevens alleen om je bericht te beantwoorden en delen ze nooit met derden.',
} as const;

/** Labels of the form fields; required ones also get a visible ' *'. */
export const contactFieldLabels: Record<keyof ContactMessageValues, string> = {
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  email: 'E-mail',
  phone: 'Telefoon',
  company: 'Bedrijfsnaam',
  website: 'Website',
  message: 'Bericht',
};

export const emptyContactMessage: ContactMessageValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  website: '',
  message: '',
};

export const contactFaqSection = {
  eyebrow: 'Veelgestelde vragen',
  title: 'Voordat je contact opneemt',
} as const;

export const contactFaq: readonly FaqItem[] = [
  {
    question: 'Hoe snel krijg ik antwoord?',
    answer:
      'Op werkdagen tussen 9:00 en 18:00 reageren we binnen 2 uur op je bericht. Stuur je ons in het weekend of ’s avonds een bericht, dan hoor je de eerstvolgende werkdag van ons.',
  },
  {
    question: 'Is het eerste gesprek echt gratis?',
    answer:
      'Ja. Het kennismakingsgesprek en de campagne-audit zijn gratis en vrijblijvend. Je zit nergens aan vast en krijgt hoe dan ook concrete verbeterpunten mee.',
  },
  {
    question: 'Kan ik langskomen op jullie kantoor?',
    answer:
      'Zeker. Ons kantoor is in Amsterdam. Op werkdagen ben je welkom op afspraak, en in het weekend plannen we een afspraak in overleg. We komen ook graag bij je langs of spreken af via een videogesprek.',
  },
  {
    question: 'Werken jullie ook buiten Amsterdam?',
    answer:
      'Ja, we werken voor vakbedrijven in heel Nederland. Onze campagnes richten we juist in op jouw werkgebied, of dat nu één stad is of een hele provincie.',
  },
];
