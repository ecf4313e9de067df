import type { DataSource, EntityManager } from 'typeorm';
import type { Channel } from '../leads/channel.enums';
import type { AuditService } from '../audit/audit.service';
import type { AuditActor } from '../shared/graphql/actor';
import { BadUserInputError, NotFoundError } from '../shared/errors';
import { isUuid } from '../shared/graphql/ids';
import { runPrepared } from '../shared/database/prepared-statement';
import { inTransaction } from '../shared/database/transaction';
import type { AdPlatform, ReportGrouping, Touch } from './ad-spend.enums';
import { MAX_FILE_BYTES, readSpendFile, type SpendLine } from './ad-spend-file.rules';
import { manualAmountProblem, monthStart } from './ad-spend.rules';
import { reportPeriodProblem, seriesBucket } from './channel-report.rules';
import {
  campaignKeySql,
  channelReportSql,
  costPerLeadSeriesSql,
  type ChannelReportRecord,
  type CostPerLeadRecord,
} from './channel-report.sql';
import type { AdSpendImport, ChannelReportRow, CostPerLeadSeries, ManualSpend } from './ad-spend.type';

export const MANUAL_SPEND_NOT_FOUND = 'Deze handmatige kosten bestaan niet (meer).';

const MANUAL_COLUMNS = `id, channel, to_char(month, 'YYYY-MM') AS month, amount::float8 AS amount, updated_at AS "updatedAt"`;

/**
 * Ad spend in (imported files, manual amounts) and the channel report out. Every figure is SQL
 * (channel-report.sql.ts); an import is one statement in one transaction with its audit entry.
 */
export class AdSpendService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /**
   * Reads an export and stores its spend: each day and campaign of the file replaces what was stored
   * for that platform, day and campaign, so importing a file again (or one that overlaps) never counts
   * twice. Lines of the same day and campaign are added up. A refused file stores nothing. With
   * `dryRun` the same statement only reports what it would store.
   */
  async importFile(platform: AdPlatform, csv: string, dryRun: boolean, actor: AuditActor): Promise<AdSpendImport> {
    if (Buffer.byteLength(csv, 'utf8') > MAX_FILE_BYTES) {
      throw new BadUserInputError({ field: 'csv', message: 'het bestand is groter dan 5 MB; exporteer een kortere periode' });
    }
    const file = readSpendFile(csv, platform);
    if (!file.ok) {
      const where = file.line === null ? '' : `regel ${file.line}: `;
      throw new BadUserInputError({ field: 'csv', message: `${where}${file.message}`, ...(file.line !== null && { line: file.line }) });
    }
    if (dryRun) return this.summary(this.dataSource.manager, file.lines);
    return inTransaction(this.dataSource, async (manager) => {
      const stored = await this.store(manager, platform, file.lines);
      await this.audit.record(manager, { action: 'ad_spend.imported', actor, details: { platform, ...stored } });
      return stored;
    });
  }

  /** The file's lines per day and campaign key (the key the unique index and the report use). */
  private grouped(lines: SpendLine[]): { sql: string; parameters: unknown[] } {
    return {
      sql: `grouped AS (
              SELECT day, min(campaign) AS campaign, ${campaignKeySql('campaign')} AS campaign_key, sum(cents) AS cents
              FROM unnest($1::date[], $2::text[], $3::bigint[]) AS line(day, campaign, cents)
              GROUP BY day, ${campaignKeySql('campaign')}
            )`,
      parameters: [lines.map((line) => line.day), lines.map((line) => line.campaign), lines.map((line) => line.cents)],
    };
  }

  private static readonly SUMMARY = `count(*)::int AS rows, count(DISTINCT campaign_key)::int AS campaigns, min(day)::text AS "from",
    max(day)::text AS "to", (coalesce(sum(cents), 0) / 100.0)::float8 AS total`;

  private async summary(manager: EntityManager, lines: SpendLine[]): Promise<AdSpendImport> {
    const { sql, parameters } = this.grouped(lines);
    const [summary]: AdSpendImport[] = await manager.query(`WITH ${sql} SELECT ${AdSpendService.SUMMARY} FROM grouped`, parameters);
    return summary;
  }

  private async store(manager: EntityManager, platform: AdPlatform, lines: SpendLine[]): Promise<AdSpendImport> {
    const { sql, parameters } = this.grouped(lines);
    // In key order, so two imports of overlapping files lock their rows in the same order.
    const [summary]: AdSpendImport[] = await manager.query(
      `WITH ${sql},
       stored AS (
         INSERT INTO ad_spend (platform, day, campaign, amount)
         SELECT $4, day, campaign, cents / 100.0 FROM grouped ORDER BY day, campaign_key
         ON CONFLICT (platform, day, ${campaignKeySql('campaign')})
         DO UPDATE SET campaign = excluded.campaign, amount = excluded.amount, imported_at = now()
       )
       SELECT ${AdSpendService.SUMMARY} FROM grouped`,
      [...parameters, platform],
    );
    return summary;
  }

  /** Sets the manual spend of a channel and month (`2026-11`), replacing what was set before. */
  async setManual(channel: Channel, month: string, amount: number, actor: AuditActor): Promise<ManualSpend> {
    const start = monthStart(month);
    if (!start) throw new BadUserInputError({ field: 'month', message: 'is geen maand (schrijf bijvoorbeeld 2026-11)' });
    const problem = manualAmountProblem(amount);
    if (problem) throw new BadUserInputError({ field: 'amount', message: problem });
    return inTransaction(this.dataSource, async (manager) => {
      const [row]: ManualSpend[] = await manager.query(
        `INSERT INTO manual_spend (channel, month, amount) VALUES ($1, $2, $3)
         ON CONFLICT (channel, month) DO UPDATE SET amount = excluded.amount, updated_at = now()
         RETURNING ${MANUAL_COLUMNS}`,
        [channel, start, amount],
      );
      await this.audit.record(manager, {
        action: 'ad_spend.manual_set',
        actor,
        target: { type: 'manual_spend', id: row.id },
        details: { channel, month, amount },
      });
      return row;
    });
  }

  async deleteManual(id: string, actor: AuditActor): Promise<void> {
    if (!isUuid(id)) throw new NotFoundError(MANUAL_SPEND_NOT_FOUND);
    await inTransaction(this.dataSource, async (manager) => {
      const [rows]: [ManualSpend[], number] = await manager.query(`DELETE FROM manual_spend WHERE id = $1 RETURNING ${MANUAL_COLUMNS}`, [
        id,
      ]);
      if (rows.length === 0) throw new NotFoundError(MANUAL_SPEND_NOT_FOUND);
      const { channel, month, amount } = rows[0];
      await this.audit.record(manager, {
        action: 'ad_spend.manual_deleted',
        actor,
        target: { type: 'manual_spend', id },
        details: { channel, month, amount },
      });
    });
  }

  /** Every manual amount, newest month first. */
  async listManual(): Promise<ManualSpend[]> {
    return this.dataSource.query<ManualSpend[]>(`SELECT ${MANUAL_COLUMNS} FROM manual_spend ORDER BY month DESC, channel`);
  }

  async report(from: Date, to: Date, by: ReportGrouping, touch: Touch): Promise<ChannelReportRow[]> {
    checkPeriod(from, to);
    // Prepared: PostgreSQL plans this statement of a dozen CTEs once per connection, not per request.
    const rows = await runPrepared<ChannelReportRecord>(this.dataSource, `channel_report_${by}_${touch}`, channelReportSql(by, touch), [
      from,
      to,
    ]);
    return rows.map((row) => ({
      channel: row.channel,
      campaign: row.campaign,
      spend: row.spend,
      leads: row.leads,
      qualifiedLeads: row.qualified_leads,
      wonDeals: row.won_deals,
      revenue: row.revenue,
      costPerLead: row.cost_per_lead,
      costPerQualifiedLead: row.cost_per_qualified_lead,
      costPerWonDeal: row.cost_per_won_deal,
      roas: row.roas,
    }));
  }

  async series(from: Date, to: Date, touch: Touch): Promise<CostPerLeadSeries> {
    checkPeriod(from, to);
    const bucket = seriesBucket(from, to);
    const points = await runPrepared<CostPerLeadRecord>(
      this.dataSource,
      `cost_per_lead_${bucket}_${touch}`,
      costPerLeadSeriesSql(bucket, touch),
      [from, to],
    );
    return {
      bucket,
      points: points.map((point) => ({
        start: point.start,
        channel: point.channel,
        spend: point.spend,
        leads: point.leads,
        costPerLead: point.cost_per_lead,
      })),
    };
  }
}

function checkPeriod(from: Date, to: Date): void {
  const problem = reportPeriodProblem(from, to);
  if (problem) throw new BadUserInputError(problem);
}
