import type { DataSource } from 'typeorm';
import type { GoogleAdsConfig } from '../config';
import { readLeads } from '../leads/lead-row.mapper';
import { toLead } from '../leads/lead.mapper';
import { BadUserInputError } from '../shared/errors';
import { CLICK_WINDOW_DAYS, ConversionFileLayout, conversionFile, type Conversion } from './google-ads-file.rules';
import type { AttributionRecord } from '../leads/arrival.model';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A longer period would gain nothing: Google refuses conversions of clicks older than 90 days. */
export const CONVERSION_PERIOD_MAX_DAYS = 366;

/** The Google click id a conversion at `at` can still be reported with: the last arrival's, else the first's, within 90 days. */
export function usableClickId(attribution: AttributionRecord | null, at: Date): string | null {
  if (!attribution) return null;
  const oldest = at.getTime() - CLICK_WINDOW_DAYS * DAY_MS;
  const arrival = [attribution.last, attribution.first].find((a) => a.gclid && new Date(a.at).getTime() >= oldest);
  return arrival?.gclid ?? null;
}

interface ConversionRow {
  id: string;
  kind: 'won' | 'hot';
  at: Date;
}

/**
 * googleAdsConversions(from, to): the offline conversion upload file for conversions that happened in
 * [from, to). A won deal happened when its outcome last became WON (the lead's event log; a lead
 * won before the log existed counts from its last update); a HOT survey when it was completed. The
 * deal value is the lead's `value` from lead.mapper (the one rule: saved value, else derived).
 */
export class GoogleAdsConversionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: GoogleAdsConfig,
  ) {}

  async file(from: Date, to: Date, layout: ConversionFileLayout): Promise<string> {
    if (to <= from) throw new BadUserInputError({ field: 'to', message: 'moet na het begin van de periode liggen' });
    if (to.getTime() - from.getTime() > CONVERSION_PERIOD_MAX_DAYS * DAY_MS) {
      throw new BadUserInputError({ field: 'to', message: `de periode mag hoogstens ${CONVERSION_PERIOD_MAX_DAYS} dagen zijn` });
    }
    const rows: ConversionRow[] = await this.dataSource.query(
      `SELECT id, 'won' AS kind, won_at AS at FROM (
         SELECT l.id, coalesce((SELECT max(e.at) FROM lead_events e
                                WHERE e.lead_id = l.id AND e.changes -> 'outcome' ->> 'to' = 'WON'), l.updated_at) AS won_at
         FROM leads l WHERE l.outcome = 'WON' AND l.updated_at >= $1
       ) won WHERE won_at >= $1 AND won_at < $2
       UNION ALL
       SELECT id, 'hot', survey_completed_at FROM leads
       WHERE $3 AND survey_completed AND qualification = 'HOT' AND survey_completed_at >= $1 AND survey_completed_at < $2`,
      [from, to, this.config.hotConversionName !== undefined],
    );
    const entities = await readLeads(this.dataSource, [...new Set(rows.map((r) => r.id))]);
    const byId = new Map(entities.map((entity) => [entity.id, entity]));
    const conversions: Conversion[] = [];
    for (const row of rows) {
      const entity = byId.get(row.id);
      if (!entity) continue;
      const at = new Date(row.at);
      // Google matches a lead conversion to an ad interaction of at most 90 days before.
      if (at.getTime() - entity.createdAt.getTime() > CLICK_WINDOW_DAYS * DAY_MS) continue;
      conversions.push({
        name: row.kind === 'won' ? this.config.conversionName : this.config.hotConversionName!,
        at,
        value: row.kind === 'won' ? toLead(entity).value : null,
        gclid: usableClickId(entity.attribution, at),
        email: entity.email,
        phone: entity.phone,
      });
    }
    const wanted = conversions.filter((c) => (layout === ConversionFileLayout.CLICK_ID ? c.gclid !== null : c.gclid === null));
    return conversionFile(layout, wanted);
  }
}
