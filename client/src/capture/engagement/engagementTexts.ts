/**
 * Every Dutch text of the engagement layer. Where the product's brief quotes a
 * text ('Wacht! Claim je gratis quick scan', 'Ja, ik wil de gratis analyse!', 'Gratis Quick Scan',
 * 'Start scan') it is used as is; where the brief describes one in English ('247% avg ROI improvement',
 * '24 hour response', '7 spots left this week') this is its Dutch wording.
 */
export const exitPopupTexts = {
  title: 'Wacht! Claim je gratis quick scan',
  intro: 'Ontdek gratis waar jouw bedrijf online klanten laat liggen.',
  benefits: ['Analyse van je website en campagnes', '3 concrete verbeterpunten', 'Persoonlijk actieplan'],
  promise: 'Binnen 24 uur je analyse, plus een belafspraak om alles samen door te nemen.',
  stats: [
    { value: '247%', label: 'gem. ROI-verbetering' },
    { value: '24 uur', label: 'reactietijd' },
  ],
  button: 'Claim mijn gratis quick scan',
} as const;

export const scrollPopupTexts = {
  title: 'Zullen we je even bellen?',
  intro: 'Laat je gegevens achter: we bellen je binnen 24 uur met 3 concrete tips voor meer aanvragen. Gratis en vrijblijvend.',
  name: 'Naam',
  email: 'E-mail',
  phone: 'Telefoonnummer',
  submit: 'Bel mij terug',
  busy: 'Versturen...',
  /** The lead's message, so the admin sees where the request came from. */
  leadMessage: 'Terugbelverzoek via de pop-up op de website.',
} as const;

/** The home form's toasts, also used for the popup's callback request. */
export const contactToasts = {
  success: { title: 'Aanvraag verzonden!', description: 'We nemen binnen 24 uur contact met je op.' },
  failure: { title: 'Er is iets misgegaan', description: 'Probeer het opnieuw of neem direct contact met ons op.' },
} as const;

export const chatTexts = {
  /** The floating button's name; aria-expanded says whether the panel is open. */
  toggle: 'Chatvenster',
  close: 'Chat sluiten',
  title: 'Gratis leadanalyse',
  subtitle: 'Het team van Vakleads',
  messages: [
    'Hoi! Benieuwd hoeveel extra aanvragen er voor jouw bedrijf in zitten?',
    'We maken gratis een leadanalyse van je website en je online marketing.',
    'Het kost je maar 5 minuten. Zullen we beginnen?',
  ],
  button: 'Ja, ik wil de gratis analyse!',
} as const;

export const bannerTexts = {
  claim: 'Nog 7 plekken vrij deze week',
  countdownLabel: 'Nieuwe week over',
  button: 'Start scan',
  dismiss: 'Aanbieding verbergen',
} as const;

export const stickyButtonText = 'Gratis Quick Scan';

export const socialProofTexts = {
  label: 'Resultaat van een klant',
  link: 'Bekijk de case',
  dismiss: 'Melding sluiten',
} as const;
