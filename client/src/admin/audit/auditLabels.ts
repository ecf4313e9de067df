/** Dutch names of the audit log's actions (the server's list: docs/operations.md). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'login.succeeded': 'Ingelogd',
  'login.failed': 'Inloggen mislukt',
  logout: 'Uitgelogd',
  'password.changed': 'Wachtwoord gewijzigd',
  'sessions.ended': 'Uitgelogd op andere apparaten',
  'user.created': 'Account aangemaakt',
  'user.role_changed': 'Rol gewijzigd',
  'user.disabled': 'Account uitgeschakeld',
  'user.enabled': 'Account ingeschakeld',
  'user.password_reset': 'Wachtwoord gereset',
  'token.created': 'API-token aangemaakt',
  'token.revoked': 'API-token ingetrokken',
  'lead.exported': 'Gegevens lead geëxporteerd',
  'lead.erased': 'Gegevens lead gewist',
  'lead.deleted': 'Lead verwijderd',
  'lead.merged': 'Leads samengevoegd',
  'retention.applied': 'Bewaartermijn toegepast',
  'webhook.created': 'Webhook aangemaakt',
  'webhook.deleted': 'Webhook verwijderd',
  'pipeline.column_changed': 'Kolominstelling gewijzigd',
  'booking.settings_changed': 'Agenda-instellingen gewijzigd',
  'ad_spend.imported': 'Advertentiekosten geïmporteerd',
  'ad_spend.manual_set': 'Handmatige kosten opgeslagen',
  'ad_spend.manual_deleted': 'Handmatige kosten verwijderd',
};

export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;
