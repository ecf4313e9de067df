import { formatActionDay } from '../../shared/lead/followUp';
import { callTime } from '../../../lib/callTime';

const TYPE_LABELS: Record<string, string> = {
  created: 'Lead binnengekomen',
  updated: 'Gegevens gewijzigd',
  moved: 'Verplaatst op het bord',
  outcome: 'Resultaat gewijzigd',
  survey: 'Survey deels ingevuld',
  survey_completed: 'Survey afgerond',
  erased: 'Persoonsgegevens gewist',
  returned: 'Opnieuw aangevraagd',
  merged: 'Samengevoegd met een andere lead',
  appointment_booked: 'Gesprek gepland',
  appointment_moved: 'Gesprek verplaatst',
  appointment_cancelled: 'Gesprek geannuleerd',
};

const FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  outcome: 'Resultaat',
  value: 'Dealwaarde',
  notes: 'Notities',
  lastContact: 'Laatste contact',
  name: 'Naam',
  email: 'E-mail',
  phone: 'Telefoon',
  company: 'Bedrijf',
  website: 'Website',
  nextActionOn: 'Volgende actie',
  nextActionNote: 'Volgende actie (wat)',
  appointment: 'Gesprek',
  message: 'Bericht',
  budget: 'Budget',
  source: 'Via',
  page: 'Pagina',
  channel: 'Kanaal',
  campaign: 'Campagne',
  mergedLeadId: 'Samengevoegde lead',
  survey: 'Survey',
  buttonClick: 'Klik',
};

const VALUE_LABELS: Record<string, string> = {
  NEW: 'Nieuw',
  CONTACTED: 'Contact gehad',
  QUALIFIED: 'Gekwalificeerd',
  CLOSED: 'Afgesloten',
  OPEN: 'Open',
  WON: 'Gewonnen',
  LOST: 'Verloren',
  QUICKSCAN: 'Quick scan',
  CONTACT: 'Contactformulier',
  WHATSAPP: 'WhatsApp',
};

export const historyTypeLabel = (type: string): string => TYPE_LABELS[type] ?? type;
export const historyFieldLabel = (field: string): string => FIELD_LABELS[field] ?? field;

/** A changed value as the timeline shows it: board and outcome names in Dutch, euros for the deal value. */
export function historyValue(field: string, value: string | null): string {
  if (value === null || value === '') return 'leeg';
  if (field === 'value') return `€ ${Number(value).toLocaleString('nl-NL')}`;
  if (field === 'nextActionOn') return formatActionDay(value);
  if (field === 'appointment') return callTime(value);
  return VALUE_LABELS[value] ?? value;
}
