import { MailKind } from './notification.rules';

export interface MailLead {
  id: string;
  name: string | null;
  company: string | null;
  source: string | null;
  leadScore: number | null;
  qualification: string | null;
  /** The person asked again and joined this open lead (a returning visitor), rather than being new. */
  returned?: boolean;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const SOURCE_LABELS: Record<string, string> = { QUICKSCAN: 'quick scan', CONTACT: 'contactformulier', WHATSAPP: 'WhatsApp' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Header-safe: no line breaks, bounded (names are at most 200 characters already). */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').slice(0, 200);
}

export function leadLink(siteUrl: string, leadId: string): string {
  return `${siteUrl}/admin/leads/${leadId}`;
}

/** The text and HTML of an e-mail: its lines, then one link. */
export function mailBody(lines: string[], link: string, linkText: string): Pick<MailContent, 'text' | 'html'> {
  return {
    text: [...lines, '', `${linkText}: ${link}`].join('\n'),
    html:
      `<!doctype html><html lang="nl"><body style="font-family:sans-serif">` +
      lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p></body></html>`,
  };
}

/** The Dutch e-mail for a new lead or a survey completed as HOT, with a link to the lead. */
export function leadMail(kind: MailKind.NEW_LEAD | MailKind.HOT_SURVEY, lead: MailLead, siteUrl: string): MailContent {
  const who = oneLine([lead.name, lead.company].filter(Boolean).join(' - ') || 'Onbekende lead');
  const link = leadLink(siteUrl, lead.id);
  if (kind === MailKind.NEW_LEAD) {
    const via = SOURCE_LABELS[lead.source ?? ''] ?? 'de website';
    if (lead.returned) {
      return {
        subject: `Opnieuw aangevraagd: ${who}`,
        ...mailBody(
          [
            `${who} heeft opnieuw een aanvraag gedaan. Het is dezelfde persoon als een open lead, dus de aanvraag is bij die lead gevoegd en staat bovenaan zijn kolom.`,
            'Neem snel contact op: binnen 24 uur beloven we een reactie.',
          ],
          link,
          'Bekijk de lead',
        ),
      };
    }
    return {
      subject: `Nieuwe lead: ${who}`,
      ...mailBody(
        [`Er is een nieuwe lead binnengekomen via ${via}: ${who}.`, 'Neem snel contact op: binnen 24 uur beloven we een reactie.'],
        link,
        'Bekijk de lead',
      ),
    };
  }
  return {
    subject: `Hete lead: ${who} (score ${lead.leadScore ?? '-'})`,
    ...mailBody(
      [
        `${who} heeft de survey afgerond en is HOT gekwalificeerd, met een score van ${lead.leadScore ?? '-'}.`,
        'Bel deze lead vandaag nog.',
      ],
      link,
      'Bekijk de lead',
    ),
  };
}

/** The daily summary: leads still waiting for a first contact. */
export function dailySummaryMail(waiting: { id: string; name: string; hoursWaiting: number }[], siteUrl: string): MailContent {
  const lines =
    waiting.length === 0
      ? ['Er wachten geen leads op contact. Goed bezig!']
      : [
          `${waiting.length} ${waiting.length === 1 ? 'lead wacht' : 'leads wachten'} op een eerste contact:`,
          ...waiting.map((lead) => `- ${oneLine(lead.name)} (wacht ${lead.hoursWaiting} uur)`),
        ];
  return {
    subject: `Dagoverzicht: ${waiting.length} ${waiting.length === 1 ? 'lead wacht' : 'leads wachten'} op contact`,
    ...mailBody(lines, `${siteUrl}/admin/pipeline`, 'Open de pipeline'),
  };
}
