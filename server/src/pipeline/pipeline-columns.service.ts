import type { DataSource } from 'typeorm';
import type { AuditService } from '../audit/audit.service';
import type { AuditActor } from '../shared/graphql/actor';
import { BOARD_COLUMNS, type LeadStatus } from '../leads/lead.enums';
import { inTransaction } from '../shared/database/transaction';

export interface PipelineColumnRecord {
  status: LeadStatus;
  /** Untouched days after which a card of this column is marked stale; null: never. */
  staleAfterDays: number | null;
}

/** Per-column board settings (table `pipeline_columns`, one row per column). */
export class PipelineColumnsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** The board's columns in board order. */
  async list(): Promise<PipelineColumnRecord[]> {
    const rows: { status: LeadStatus; stale_after_days: number | null }[] = await this.dataSource.query(
      'SELECT status, stale_after_days FROM pipeline_columns',
    );
    const byStatus = new Map(rows.map((row) => [row.status, row.stale_after_days]));
    return BOARD_COLUMNS.map((status) => ({ status, staleAfterDays: byStatus.get(status) ?? null }));
  }

  /** Bounds are checked by the input (and the table's CHECK); audited. */
  async setStaleAfterDays(status: LeadStatus, staleAfterDays: number | null, actor: AuditActor): Promise<PipelineColumnRecord> {
    return inTransaction(this.dataSource, async (manager) => {
      const [before]: { stale_after_days: number | null }[] = await manager.query(
        'SELECT stale_after_days FROM pipeline_columns WHERE status = $1 FOR UPDATE',
        [status],
      );
      await manager.query(
        `INSERT INTO pipeline_columns (status, stale_after_days) VALUES ($1, $2)
         ON CONFLICT (status) DO UPDATE SET stale_after_days = EXCLUDED.stale_after_days, updated_at = now()`,
        [status, staleAfterDays],
      );
      await this.audit.record(manager, {
        action: 'pipeline.column_changed',
        actor,
        details: { status, staleAfterDays: { from: before?.stale_after_days ?? null, to: staleAfterDays } },
      });
      return { status, staleAfterDays };
    });
  }
}
