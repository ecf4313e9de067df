import type { OutgoingMessageStatus } from '../../gql/graphql';

export const MESSAGE_STATUS_LABELS: Record<OutgoingMessageStatus, { label: string; color: string }> = {
  NOT_SENT: { label: 'Niet verstuurd', color: 'gray' },
  PENDING: { label: 'In de wachtrij', color: 'gray' },
  RETRYING: { label: 'Opnieuw proberen', color: 'orange' },
  SENT: { label: 'Verstuurd', color: 'green' },
  FAILED: { label: 'Mislukt', color: 'red' },
};

export const MESSAGE_KIND_LABELS: Record<string, string> = {
  new_lead: 'Nieuwe lead',
  hot_survey: 'Hete lead',
  daily_summary: 'Dagoverzicht',
  appointment_confirmed: 'Gesprek bevestigd (aan de lead)',
  appointment_cancelled: 'Gesprek geannuleerd (aan de lead)',
  appointment_reminder: 'Herinnering gesprek (aan de lead)',
  call_booked: 'Gesprek gepland, verplaatst of geannuleerd',
  call_not_booked: 'Hete lead zonder gesprek',
};
