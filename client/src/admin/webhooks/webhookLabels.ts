import type { WebhookDeliveryStatus, WebhookEvent } from '../../gql/graphql';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  LEAD_CREATED: 'Nieuwe lead',
  SURVEY_COMPLETED: 'Survey afgerond',
  STATUS_CHANGED: 'Status gewijzigd',
  OUTCOME_CHANGED: 'Resultaat gewijzigd',
  LEAD_DELETED: 'Lead verwijderd',
  LEAD_RETURNED: 'Lead opnieuw aangevraagd',
  LEAD_MERGED: 'Leads samengevoegd',
};

export const DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, { label: string; color: string }> = {
  PENDING: { label: 'In de wachtrij', color: 'gray' },
  RETRYING: { label: 'Opnieuw proberen', color: 'orange' },
  DELIVERED: { label: 'Afgeleverd', color: 'green' },
  FAILED: { label: 'Mislukt', color: 'red' },
};
