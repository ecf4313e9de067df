import type { DataSource } from 'typeorm';
import { LeadOutcome, LeadStatus } from '../leads/lead.enums';
import { derivedDealValue } from '../leads/deal-value.rules';
import { isHighValue } from '../leads/lead-flags.rules';
import { BOARD_COLUMNS } from '../leads/lead.enums';
import { ORDER_GAP } from '../pipeline/board-order.rules';
import { LeadStatsRefresher } from '../dashboard/lead-stats-refresher';
import { scoreSurvey } from '../leads/lead-score.rules';
import { demoLead, demoTimes, seededRandom } from './demo-leads';
import { demoArrivals } from './demo-ad-spend';
import { firstTouch, leadCampaign, leadChannel } from '../leads/channel.rules';
import { normalizeContact } from '../leads/contact.rules';

export interface BulkOptions {
  count: number;
  seed?: number;
  /** Spread creation times over this many days back from now. */
  days?: number;
  /** Put every lead in this column (the moveLead benchmark's big column). */
  status?: LeadStatus;
  /**
   * Give the leads demo arrivals with their channels and campaigns (the channel-report benchmark).
   * They come from a random stream of their own, so the other fields are the same either way.
   */
  attribution?: boolean;
}

const BATCH = 5000;

/**
 * Loads many demo leads at once for benchmarks: the same generator and the same scoring rules as
 * the seed, but one INSERT per 5000 rows instead of the services' one transaction per lead (no
 * survey tokens, no live events), then rebuilds the dashboard's summary of past days. The contact
 * keys are those createLead writes, so bulk leads meet returning visitors and the duplicates list.
 */
export async function insertBulkLeads(
  dataSource: DataSource,
  { count, seed = 1, days = 90, status, attribution = false }: BulkOptions,
): Promise<void> {
  const random = seededRandom(seed);
  const arrivalsRandom = seededRandom(seed + 7_919);
  const times = demoTimes(random, count, days);
  const rows = times.map((createdAt) => {
    const demo = demoLead(random, createdAt);
    const arrivals = attribution ? demoArrivals(arrivalsRandom, createdAt) : null;
    const first = arrivals ? firstTouch(arrivals.first) : null;
    const score = demo.survey ? scoreSurvey(demo.survey) : null;
    const column = status ?? demo.status;
    return {
      ...demo,
      status: column,
      outcome: column === LeadStatus.CLOSED ? (demo.outcome ?? LeadOutcome.WON) : (demo.outcome ?? LeadOutcome.OPEN),
      score,
      derivedValue: derivedDealValue(demo.survey),
      highValue: score ? isHighValue(score.qualification, demo.survey) : false,
      arrivals,
      channel: arrivals ? leadChannel(arrivals.first, arrivals.last) : null,
      campaign: arrivals ? leadCampaign(arrivals.first, arrivals.last) : null,
      firstChannel: first?.channel ?? null,
      firstCampaign: first?.campaign ?? null,
      contact: normalizeContact(demo.lead),
    };
  });
  // Newest on top of every column, as if each had been created there.
  const orderOf = new Map<object, number>();
  for (const column of BOARD_COLUMNS) {
    rows
      .filter((row) => row.status === column)
      .reverse()
      .forEach((row, index) => orderOf.set(row, (index + 1) * ORDER_GAP));
  }

  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const column = <T>(pick: (row: (typeof rows)[number]) => T) => batch.map(pick);
    await dataSource.query(
      `INSERT INTO leads (name, email, phone, company, website, message, budget, source, status, outcome, pipeline_order,
                          created_at, updated_at, last_contact, notes, survey, survey_completed, survey_completed_at,
                          lead_score, qualification, deal_value, derived_value, high_value, button_click,
                          attribution, channel, campaign, first_channel, first_campaign,
                          email_normalized, phone_e164, phone_invalid, name_key, website_domain)
       SELECT n, e, p, c, w, m, b, s, st, o, po, ca, ca, lc, nt, sv, sc, CASE WHEN sc THEN ca + interval '12 minutes' END,
              ls, q, dv, dd, hv, bc, at, ch, cp, fch, fcp, en, pe, pi, nk, wd
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
                   $10::text[], $11::float8[], $12::timestamptz[], $13::timestamptz[], $14::text[], $15::jsonb[], $16::boolean[],
                   $17::int[], $18::text[], $19::int[], $20::int[], $21::boolean[], $22::jsonb[],
                   $23::jsonb[], $24::text[], $25::text[], $26::text[], $27::text[],
                   $28::text[], $29::text[], $30::boolean[], $31::text[], $32::text[])
            AS t(n, e, p, c, w, m, b, s, st, o, po, ca, lc, nt, sv, sc, ls, q, dv, dd, hv, bc, at, ch, cp, fch, fcp,
                 en, pe, pi, nk, wd)`,
      [
        column((r) => r.lead.name),
        column((r) => r.lead.email),
        column((r) => r.lead.phone ?? null),
        column((r) => r.lead.company ?? null),
        column((r) => r.lead.website ?? null),
        column((r) => r.lead.message ?? null),
        column((r) => r.lead.budget ?? null),
        column((r) => r.lead.source),
        column((r) => r.status),
        column((r) => r.outcome),
        column((r) => orderOf.get(r)!),
        column((r) => r.createdAt.toISOString()),
        column((r) => r.lastContact?.toISOString() ?? null),
        column((r) => r.notes),
        column((r) => (r.survey ? JSON.stringify(r.survey) : null)),
        column((r) => r.surveyCompleted),
        column((r) => r.score?.score ?? null),
        column((r) => r.score?.qualification ?? null),
        column((r) => r.value),
        column((r) => r.derivedValue),
        column((r) => r.highValue),
        column((r) => (r.lead.buttonClick ? JSON.stringify(r.lead.buttonClick) : null)),
        column((r) => (r.arrivals ? JSON.stringify(r.arrivals) : null)),
        column((r) => r.channel),
        column((r) => r.campaign),
        column((r) => r.firstChannel),
        column((r) => r.firstCampaign),
        column((r) => r.contact.emailNormalized),
        column((r) => r.contact.phoneE164),
        column((r) => r.contact.phoneInvalid),
        column((r) => r.contact.nameKey),
        column((r) => r.contact.websiteDomain),
      ],
    );
  }
  await dataSource.query('ANALYZE leads');
  await new LeadStatsRefresher(dataSource, { maxAgeMs: 0, log: console.error }).refresh();
}
