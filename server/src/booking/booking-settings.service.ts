import type { DataSource, EntityManager } from 'typeorm';
import { runPrepared } from '../shared/database/prepared-statement';
import type { AuditService } from '../audit/audit.service';
import type { AuditActor } from '../shared/graphql/actor';
import { BadUserInputError } from '../shared/errors';
import { inTransaction } from '../shared/database/transaction';
import { settingsProblems, type BookingRules, type HoursWindow } from './booking.rules';

interface SettingsRow {
  weekly_hours: HoursWindow[];
  call_minutes: number;
  buffer_minutes: number;
  notice_minutes: number;
  horizon_days: number;
  days_off: string[];
  capacity: number;
}

const SELECT = `SELECT weekly_hours, call_minutes, buffer_minutes, notice_minutes, horizon_days,
                       ARRAY(SELECT d::text FROM unnest(days_off) d ORDER BY d) AS days_off, capacity
                FROM booking_settings`;

function toRules(row: SettingsRow): BookingRules {
  return {
    weeklyHours: row.weekly_hours,
    callMinutes: row.call_minutes,
    bufferMinutes: row.buffer_minutes,
    minimumNoticeMinutes: row.notice_minutes,
    horizonDays: row.horizon_days,
    daysOff: row.days_off,
    capacity: row.capacity,
  };
}

/**
 * The availability admins set on the 'Agenda' screen: one row (`booking_settings`), read on every
 * booking (one indexed row; no cache, so every server process sees a change at once), saved
 * whole and audited (`booking.settings_changed`).
 */
export class BookingSettingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** In `manager`'s transaction, or (the visitors' calendar) as a prepared statement on the pool. */
  async load(manager?: EntityManager): Promise<BookingRules> {
    const [row]: SettingsRow[] = manager ? await manager.query(SELECT) : await runPrepared(this.dataSource, 'booking_settings', SELECT, []);
    return toRules(row);
  }

  /** Replaces the settings; BAD_USER_INPUT names each problem (booking.rules.ts, settingsProblems). */
  async save(rules: BookingRules, actor: AuditActor): Promise<BookingRules> {
    const problems = settingsProblems(rules);
    if (problems.length > 0) throw new BadUserInputError(problems);
    const weeklyHours = rules.weeklyHours.map(({ weekday, start, end }) => ({ weekday, start, end }));
    return inTransaction(this.dataSource, async (manager) => {
      const before = await this.load(manager);
      const [[row]]: [SettingsRow[], number] = await manager.query(
        `UPDATE booking_settings SET weekly_hours = $1, call_minutes = $2, buffer_minutes = $3, notice_minutes = $4,
                horizon_days = $5, days_off = $6::date[], capacity = $7, updated_at = now()
         RETURNING weekly_hours, call_minutes, buffer_minutes, notice_minutes, horizon_days,
                   ARRAY(SELECT d::text FROM unnest(days_off) d ORDER BY d) AS days_off, capacity`,
        [
          JSON.stringify(weeklyHours),
          rules.callMinutes,
          rules.bufferMinutes,
          rules.minimumNoticeMinutes,
          rules.horizonDays,
          rules.daysOff,
          rules.capacity,
        ],
      );
      const after = toRules(row);
      await this.audit.record(manager, { action: 'booking.settings_changed', actor, details: { from: before, to: after } });
      return after;
    });
  }
}
