import type { DataSource, EntityManager } from 'typeorm';
import type { AuditService } from '../audit/audit.service';
import { SYSTEM_ACTOR } from '../shared/graphql/actor';
import { eraseLeads, SURVEY_FREE_TEXT } from './lead-privacy.service';
import { inTransaction } from '../shared/database/transaction';

export interface RetentionConfig {
  /** Leads that never became a customer are anonymised this long after their last activity. */
  leadMonths: number;
  /** Free-text answers of surveys never completed are removed after this many days. */
  partialSurveyDays: number;
  /** Audit log entries are deleted after this many days. */
  auditDays: number;
}

export interface RetentionRun {
  erasedLeads: number;
  trimmedSurveys: number;
  deletedAuditEvents: number;
}

/** Erased in batches, each its own short transaction, so a first run on a large database does not hold locks for long. */
const BATCH = 500;

/**
 * "Never became a customer": not won and not in the Akkoord column. Last activity: the latest of
 * creation, last change and last contact.
 */
const DUE_LEADS = `erased_at IS NULL AND outcome <> 'WON' AND status <> 'CLOSED'
  AND greatest(created_at, updated_at, coalesce(last_contact, created_at)) < $1::timestamptz - make_interval(months => $2)`;

/** The retention policy (docs/operations.md, "Bewaartermijnen"), applied by a daily job. */
export class RetentionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    readonly config: RetentionConfig,
  ) {}

  /** How many leads a run at `at` (default: now) would anonymise. */
  async leadsDue(at: Date = new Date()): Promise<number> {
    const [{ count }]: { count: number }[] = await this.dataSource.query(`SELECT count(*)::int AS count FROM leads WHERE ${DUE_LEADS}`, [
      at,
      this.config.leadMonths,
    ]);
    return count;
  }

  async run(): Promise<RetentionRun> {
    let erasedLeads = 0;
    for (;;) {
      const erased = await inTransaction(this.dataSource, async (manager) => {
        const rows: { id: string }[] = await manager.query(
          `SELECT id FROM leads WHERE ${DUE_LEADS} ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
          [new Date(), this.config.leadMonths],
        );
        return (
          await eraseLeads(
            manager,
            rows.map((row) => row.id),
            null,
          )
        ).length;
      });
      erasedLeads += erased;
      if (erased < BATCH) break;
    }
    return inTransaction(this.dataSource, async (manager) => {
      const trimmedSurveys = await this.trimPartialSurveys(manager);
      const deletedAuditEvents = await this.audit.prune(manager, this.config.auditDays);
      const result = { erasedLeads, trimmedSurveys, deletedAuditEvents };
      await this.audit.record(manager, { action: 'retention.applied', actor: SYSTEM_ACTOR, details: { ...result, policy: this.config } });
      return result;
    });
  }

  private async trimPartialSurveys(manager: EntityManager): Promise<number> {
    const [, affected]: [unknown, number] = await manager.query(
      `UPDATE leads SET survey = survey - $2::text[]
        WHERE survey IS NOT NULL AND NOT survey_completed AND erased_at IS NULL
          AND created_at < now() - make_interval(days => $1) AND survey ?| $2::text[]`,
      [this.config.partialSurveyDays, SURVEY_FREE_TEXT],
    );
    return affected ?? 0;
  }
}
