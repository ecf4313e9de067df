import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { runPrepared } from '../shared/database/prepared-statement';
import type { JobQueue } from '../shared/database/job-queue';
import { hashSurveyToken } from '../shared/security/random-token';
import type { LeadEventService } from '../leads/lead-event.service';
import type { MailService } from '../notifications/mail.service';
import { MailKind } from '../notifications/notification.rules';
import { BadUserInputError, ForbiddenError, NotFoundError } from '../shared/errors';
import { isUuid } from '../shared/graphql/ids';
import { randomToken } from '../shared/security/random-token';
import type { RateLimiter } from '../shared/security/rate-limiter';
import { inTransaction } from '../shared/database/transaction';
import {
  adminCallMail,
  appointmentLink,
  cancellationMail,
  confirmationMail,
  invitation,
  type CallChange,
  type CallLead,
} from './appointment-invite';
import { AppointmentStatus } from './booking.enums';
import {
  callEnd,
  candidateStarts,
  freeStarts,
  heldUntil,
  refusalMessage,
  refusalOf,
  reminders,
  type BookingRules,
  type HeldTime,
} from './booking.rules';
import type { BookingSettingsService } from './booking-settings.service';

export const APPOINTMENT_REMINDER_JOB = 'appointment-reminder';
export const UNBOOKED_FOLLOW_UP_JOB = 'booking-follow-up';

/** One message for an unknown lead, a wrong token and an expired one: ids cannot be probed. */
const WRONG_SURVEY_TOKEN = 'Deze link hoort niet bij deze aanvraag of is verlopen. Neem gerust contact met ons op.';
const UNKNOWN_LINK = 'Deze link naar een gesprek klopt niet (meer). Gebruik de link uit je laatste e-mail of neem contact met ons op.';
export const APPOINTMENT_NOT_FOUND = 'Gesprek niet gevonden.';
const HAS_BEGUN = 'dit gesprek is al begonnen of voorbij en kan niet meer veranderen.';
const OTHER_CALL_PLANNED = 'er staat al een ander gesprek gepland. Verzet of annuleer dat gesprek.';
/** A list of appointments covers at most this span; a lead's own list at most this many. */
const MAX_RANGE_MS = 366 * 24 * 3_600_000;
const LEAD_APPOINTMENTS_MAX = 20;

export interface AppointmentRecord {
  id: string;
  leadId: string;
  start: Date;
  end: Date;
  status: AppointmentStatus;
  sequence: number;
}

interface AppointmentRow {
  id: string;
  lead_id: string;
  starts_at: Date;
  ends_at: Date;
  status: AppointmentStatus;
  sequence: number;
}

const COLUMNS = 'a.id, a.lead_id, a.starts_at, a.ends_at, a.status, a.sequence';

function toRecord(row: AppointmentRow): AppointmentRecord {
  return { id: row.id, leadId: row.lead_id, start: row.starts_at, end: row.ends_at, status: row.status, sequence: row.sequence };
}

function hashLink(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The booking funnel's counts (AppointmentService.funnel). */
interface BookingFunnel {
  surveysCompleted: number;
  calendarShown: number;
  callsBooked: number;
  callsBookedWithoutSurvey: number;
}

/** Who changes a call: the lead (with a token) or an admin; the history and the e-mails differ. */
interface Actor {
  adminId: string | null;
  /** The secret link the lead used (it stays valid): the e-mail repeats it instead of a new one. */
  link?: string;
}

/** The argument a refusal of a cancellation names: the link's token, or the admin's call id. */
const CANCEL_FIELD = (actor: Actor) => (actor.link ? 'token' : 'id');

export interface AppointmentServiceOptions {
  settings: BookingSettingsService;
  mails: MailService;
  /** Public writes per client (bookCall, recordCalendarShown, rescheduleAppointment, cancelAppointment). */
  limiter: RateLimiter;
  siteUrl: string;
  mailFrom: string;
}

const isExclusionViolation = (error: unknown) =>
  ((error as { driverError?: { code?: string } }).driverError?.code ?? (error as { code?: string }).code) === '23P01';

/**
 * Booked calls (docs/architecture.md, "Booking"). A slot is held by the database: every BOOKED call
 * occupies [start, end + buffer) on one seat, and an exclusion constraint refuses a second BOOKED
 * call on that seat whose time overlaps. A booking tries the seats 1..capacity in order, each
 * inside a savepoint; when every seat refuses, the slot is taken and the visitor is told so.
 * Nothing is checked first and inserted after, so no number of visitors at once can book one seat
 * twice. Everything a change causes (the history entry, the e-mails with their delivery jobs, the
 * reminder jobs) is written in the same transaction, so it exists exactly when the change does.
 */
export class AppointmentService {
  private jobs: JobQueue | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: LeadEventService,
    private readonly options: AppointmentServiceOptions,
  ) {}

  useQueue(jobs: JobQueue | undefined): void {
    this.jobs = jobs;
  }

  /** The free starts within `days` days from `from` (default now), excluding `ignoring` (the call being moved). */
  async freeSlots(from: Date | null | undefined, days: number, now: Date, ignoring: string | null = null): Promise<Date[]> {
    const rules = await this.options.settings.load();
    const start = from ?? now;
    const candidates = candidateStarts(rules, start, new Date(start.getTime() + days * 24 * 3_600_000), now);
    if (candidates.length === 0) return [];
    // One scan of the exclusion constraint's gist index for every call held in the window (in
    // milliseconds, so no Date is parsed per row); which candidates keep a free seat is a rule
    // (freeStarts). Asking the index once per candidate cost 0.1 ms each: 35 ms for a week. A named
    // prepared statement on the pool, as the visitors' other statements (docs/architecture.md, "Capture").
    const held = await runPrepared<HeldTime>(
      this.dataSource,
      'booking_held_times',
      `SELECT (extract(epoch FROM lower(held)) * 1000)::float8 AS "from", (extract(epoch FROM upper(held)) * 1000)::float8 AS "to", seat
       FROM appointments
       WHERE status = 'BOOKED' AND seat <= $3 AND held && tstzrange($1, $2) AND id IS DISTINCT FROM $4::uuid`,
      [candidates[0], heldUntil(rules, candidates[candidates.length - 1]), rules.capacity, ignoring],
    );
    return freeStarts(rules, candidates, held);
  }

  /** Where a call can move: the free starts, less its own start while it is planned (a move there changes nothing). */
  async moveTargets(
    call: { id: string; start: Date; status: AppointmentStatus },
    from: Date | null | undefined,
    days: number,
  ): Promise<Date[]> {
    const free = await this.freeSlots(from, days, new Date(), call.id);
    return call.status === AppointmentStatus.BOOKED ? free.filter((start) => start.getTime() !== call.start.getTime()) : free;
  }

  /** bookableSlots: authorized by the lead's survey token; the lead's own planned call does not block its move. */
  async bookableSlots(leadId: string, surveyToken: string, from: Date | null | undefined, days: number, now = new Date()): Promise<Date[]> {
    if (!isUuid(leadId) || surveyToken.length > 200) throw new ForbiddenError(WRONG_SURVEY_TOKEN);
    const [lead] = await runPrepared<{ own: string | null }>(
      this.dataSource,
      'booking_survey_lead',
      `SELECT (SELECT a.id FROM appointments a WHERE a.lead_id = l.id AND a.status = 'BOOKED' AND a.starts_at > $3
               ORDER BY a.starts_at LIMIT 1) AS own
       FROM leads l WHERE l.id = $1 AND l.survey_token_hash = $2 AND l.survey_token_expires_at > $3`,
      [leadId, hashSurveyToken(surveyToken), now],
    );
    if (!lead) throw new ForbiddenError(WRONG_SURVEY_TOKEN);
    return this.freeSlots(from, days, now, lead.own);
  }

  /** 'Calendar shown' for the funnel, once per lead; a hot lead gets its follow-up job an hour later. */
  async recordCalendarShown(
    leadId: string,
    surveyToken: string,
    clientIp: string,
    followUpAfterMinutes: number,
    now = new Date(),
  ): Promise<void> {
    await this.countAttempt(clientIp);
    await inTransaction(this.dataSource, async (manager) => {
      const lead = await this.surveyLead(manager, leadId, surveyToken, now, false);
      const rows: { lead_id: string }[] = await manager.query(
        `INSERT INTO booking_calendar_views (lead_id, shown_at) VALUES ($1, $2) ON CONFLICT (lead_id) DO NOTHING RETURNING lead_id`,
        [lead.id, now],
      );
      if (rows.length === 1 && lead.qualification === 'HOT') {
        await this.jobs?.send(UNBOOKED_FOLLOW_UP_JOB, { leadId: lead.id }, manager, {
          startAfter: new Date(now.getTime() + followUpAfterMinutes * 60_000),
        });
      }
    });
  }

  /** bookCall: a lead holds at most one future call, so booking again moves it. */
  async book(leadId: string, surveyToken: string, start: Date, clientIp: string, now = new Date()): Promise<AppointmentRecord> {
    await this.countAttempt(clientIp);
    const rules = await this.options.settings.load();
    return inTransaction(this.dataSource, async (manager) => {
      const lead = await this.surveyLead(manager, leadId, surveyToken, now, true);
      this.refuseByRules(rules, start, now);
      const [planned]: AppointmentRow[] = await manager.query(
        `SELECT ${COLUMNS} FROM appointments a WHERE a.lead_id = $1 AND a.status = 'BOOKED' AND a.starts_at > $2
         ORDER BY a.starts_at LIMIT 1 FOR UPDATE`,
        [lead.id, now],
      );
      return this.place(manager, rules, lead, planned ? toRecord(planned) : null, start, now, { adminId: null });
    });
  }

  /** appointmentByToken: null for an unknown link. */
  async byToken(token: string): Promise<AppointmentRecord | null> {
    if (token.length > 200) return null;
    const [row]: AppointmentRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM appointment_links k JOIN appointments a ON a.id = k.appointment_id WHERE k.token_hash = $1`,
      [hashLink(token)],
    );
    return row ? toRecord(row) : null;
  }

  /** rescheduleAppointment: a cancelled call can be planned again this way (the cancellation e-mail links here). */
  async rescheduleByToken(token: string, start: Date, clientIp: string, now = new Date()): Promise<AppointmentRecord> {
    await this.countAttempt(clientIp);
    const rules = await this.options.settings.load();
    return inTransaction(this.dataSource, async (manager) => {
      const { appointment, lead } = await this.lockByToken(manager, token);
      return this.move(manager, rules, lead, appointment, start, now, {
        adminId: null,
        link: appointmentLink(this.options.siteUrl, token),
      });
    });
  }

  /** cancelAppointment: true once the call is cancelled (also when it already was). */
  async cancelByToken(token: string, clientIp: string, now = new Date()): Promise<boolean> {
    await this.countAttempt(clientIp);
    await inTransaction(this.dataSource, async (manager) => {
      const { appointment, lead } = await this.lockByToken(manager, token);
      await this.cancel(manager, lead, appointment, now, { adminId: null, link: appointmentLink(this.options.siteUrl, token) });
    });
    return true;
  }

  /** Admin: calls starting in [from, to), in order. */
  async list(from: Date, to: Date): Promise<AppointmentRecord[]> {
    if (to.getTime() <= from.getTime()) throw new BadUserInputError({ field: 'to', message: 'moet na het begin van de periode liggen' });
    if (to.getTime() - from.getTime() > MAX_RANGE_MS)
      throw new BadUserInputError({ field: 'to', message: 'de periode mag hoogstens 366 dagen beslaan' });
    const rows: AppointmentRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM appointments a WHERE a.starts_at >= $1 AND a.starts_at < $2 ORDER BY a.starts_at, a.id LIMIT 1000`,
      [from, to],
    );
    return rows.map(toRecord);
  }

  async findById(id: string): Promise<AppointmentRecord | null> {
    if (!isUuid(id)) return null;
    const [row]: AppointmentRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM appointments a WHERE a.id = $1`, [id]);
    return row ? toRecord(row) : null;
  }

  /** Each lead's calls, oldest first (the latest 20): one query for a whole board of leads. */
  async forLeads(leadIds: readonly string[]): Promise<AppointmentRecord[][]> {
    const rows: AppointmentRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM unnest($1::uuid[]) AS l(id)
       CROSS JOIN LATERAL (SELECT * FROM appointments a WHERE a.lead_id = l.id ORDER BY a.starts_at DESC LIMIT ${LEAD_APPOINTMENTS_MAX}) a
       ORDER BY a.starts_at`,
      [leadIds.filter(isUuid)],
    );
    const byLead = new Map<string, AppointmentRecord[]>();
    for (const row of rows) byLead.set(row.lead_id, [...(byLead.get(row.lead_id) ?? []), toRecord(row)]);
    return leadIds.map((id) => byLead.get(id) ?? []);
  }

  /** Admin: move a call (the lead is mailed the new time with a fresh link). */
  async moveByAdmin(id: string, start: Date, adminId: string | null, now = new Date()): Promise<AppointmentRecord> {
    const rules = await this.options.settings.load();
    return inTransaction(this.dataSource, async (manager) => {
      const { appointment, lead } = await this.lockById(manager, id);
      return this.move(manager, rules, lead, appointment, start, now, { adminId });
    });
  }

  /** Admin: cancel a call (the lead is mailed the cancellation). */
  async cancelByAdmin(id: string, adminId: string | null, now = new Date()): Promise<AppointmentRecord> {
    return inTransaction(this.dataSource, async (manager) => {
      const { appointment, lead } = await this.lockById(manager, id);
      return this.cancel(manager, lead, appointment, now, { adminId });
    });
  }

  /**
   * The funnel of the leads created in [from, to) (either open): completed the survey, of those saw
   * the calendar, of those booked a call; and calls booked without a completed survey.
   */
  async funnel(from: Date | null, to: Date | null): Promise<BookingFunnel> {
    const [row]: BookingFunnel[] = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE l.survey_completed)::int AS "surveysCompleted",
              count(*) FILTER (WHERE l.survey_completed AND v.lead_id IS NOT NULL)::int AS "calendarShown",
              count(*) FILTER (WHERE l.survey_completed AND v.lead_id IS NOT NULL AND b.booked)::int AS "callsBooked",
              count(*) FILTER (WHERE NOT l.survey_completed AND b.booked)::int AS "callsBookedWithoutSurvey"
       FROM leads l
       LEFT JOIN booking_calendar_views v ON v.lead_id = l.id
       LEFT JOIN LATERAL (SELECT true AS booked FROM appointments a WHERE a.lead_id = l.id LIMIT 1) b ON true
       WHERE ($1::timestamptz IS NULL OR l.created_at >= $1) AND ($2::timestamptz IS NULL OR l.created_at < $2)`,
      [from, to],
    );
    return row;
  }

  private async countAttempt(clientIp: string): Promise<void> {
    await this.options.limiter.consume(this.dataSource.manager, clientIp);
  }

  private refuseByRules(rules: BookingRules, start: Date, now: Date): void {
    const refusal = refusalOf(rules, start, now);
    if (refusal) throw new BadUserInputError({ field: 'start', message: refusalMessage(refusal, rules) });
  }

  /** The lead the survey token belongs to (locked when it is about to change), or FORBIDDEN. */
  private async surveyLead(
    manager: EntityManager,
    leadId: string,
    surveyToken: string,
    now: Date,
    lock: boolean,
  ): Promise<CallLead & { qualification: string | null }> {
    if (!isUuid(leadId) || surveyToken.length > 200) throw new ForbiddenError(WRONG_SURVEY_TOKEN);
    const [lead]: (CallLead & { qualification: string | null })[] = await manager.query(
      `SELECT id, name, email, company, phone, qualification FROM leads
       WHERE id = $1 AND survey_token_hash = $2 AND survey_token_expires_at > $3 ${lock ? 'FOR UPDATE' : ''}`,
      [leadId, hashSurveyToken(surveyToken), now],
    );
    if (!lead) throw new ForbiddenError(WRONG_SURVEY_TOKEN);
    return lead;
  }

  private async lockByToken(manager: EntityManager, token: string): Promise<{ appointment: AppointmentRecord; lead: CallLead }> {
    const [row]: { appointment_id: string }[] =
      token.length > 200
        ? []
        : await manager.query(`SELECT appointment_id FROM appointment_links WHERE token_hash = $1`, [hashLink(token)]);
    if (!row) throw new ForbiddenError(UNKNOWN_LINK);
    return this.lockById(manager, row.appointment_id);
  }

  /** The call and its lead, both locked (the lead first, as a booking locks it: no deadlock between the two). */
  private async lockById(manager: EntityManager, id: string): Promise<{ appointment: AppointmentRecord; lead: CallLead }> {
    if (!isUuid(id)) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
    const [lead]: CallLead[] = await manager.query(
      `SELECT l.id, l.name, l.email, l.company, l.phone FROM leads l WHERE l.id = (SELECT lead_id FROM appointments WHERE id = $1) FOR UPDATE`,
      [id],
    );
    const [row]: AppointmentRow[] = lead
      ? await manager.query(`SELECT ${COLUMNS} FROM appointments a WHERE a.id = $1 FOR UPDATE`, [id])
      : [];
    if (!row) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
    return { appointment: toRecord(row), lead };
  }

  /** Moves a call that has not begun; a cancelled one is planned again (if the lead has no other call planned). */
  private async move(
    manager: EntityManager,
    rules: BookingRules,
    lead: CallLead,
    appointment: AppointmentRecord,
    start: Date,
    now: Date,
    actor: Actor,
  ): Promise<AppointmentRecord> {
    if (appointment.status === AppointmentStatus.BOOKED && appointment.start.getTime() <= now.getTime()) {
      throw new BadUserInputError({ field: 'start', message: HAS_BEGUN });
    }
    this.refuseByRules(rules, start, now);
    if (appointment.status === AppointmentStatus.CANCELLED) {
      const [other]: unknown[] = await manager.query(
        `SELECT 1 FROM appointments WHERE lead_id = $1 AND status = 'BOOKED' AND starts_at > $2 AND id <> $3 LIMIT 1`,
        [lead.id, now, appointment.id],
      );
      if (other) throw new BadUserInputError({ field: 'start', message: OTHER_CALL_PLANNED });
    }
    return this.place(manager, rules, lead, appointment, start, now, actor);
  }

  /**
   * Holds `start` for the lead: a new call, or `current` moved there (sequence + 1, so calendars
   * replace the invitation), on the first seat whose constraint lets it; then the history entry,
   * the e-mails and the reminder jobs.
   */
  private async place(
    manager: EntityManager,
    rules: BookingRules,
    lead: CallLead,
    current: AppointmentRecord | null,
    start: Date,
    now: Date,
    actor: Actor,
  ): Promise<AppointmentRecord> {
    if (current?.status === AppointmentStatus.BOOKED && current.start.getTime() === start.getTime()) return current;
    const end = callEnd(rules, start);
    const held = heldUntil(rules, start);
    let placed: AppointmentRow | undefined;
    for (let seat = 1; seat <= rules.capacity && !placed; seat++) {
      await manager.query('SAVEPOINT hold_seat');
      try {
        // TypeORM answers an UPDATE with [rows, affected] and an INSERT with the rows.
        const rows: AppointmentRow[] = current
          ? (
              await manager.query<[AppointmentRow[], number]>(
                `UPDATE appointments a SET starts_at = $2, ends_at = $3, held = tstzrange($2, $4), seat = $5, status = 'BOOKED',
                        sequence = sequence + 1, updated_at = $6
                 WHERE a.id = $1 RETURNING ${COLUMNS}`,
                [current.id, start, end, held, seat, now],
              )
            )[0]
          : await manager.query(
              `INSERT INTO appointments AS a (lead_id, starts_at, ends_at, held, seat, created_at, updated_at)
               VALUES ($1, $2, $3, tstzrange($2, $4), $5, $6, $6) RETURNING ${COLUMNS}`,
              [lead.id, start, end, held, seat, now],
            );
        placed = rows[0];
        await manager.query('RELEASE SAVEPOINT hold_seat');
      } catch (error) {
        if (!isExclusionViolation(error)) throw error;
        await manager.query('ROLLBACK TO SAVEPOINT hold_seat');
      }
    }
    if (!placed) throw new BadUserInputError({ field: 'start', message: refusalMessage('TAKEN', rules) });
    const appointment = toRecord(placed);
    const change: CallChange = current?.status === AppointmentStatus.BOOKED ? 'moved' : 'booked';
    await this.events.record(manager, {
      leadId: lead.id,
      type: change === 'moved' ? 'appointment_moved' : 'appointment_booked',
      changes: {
        appointment: { from: current?.status === AppointmentStatus.BOOKED ? current.start.toISOString() : null, to: start.toISOString() },
      },
      actorId: actor.adminId,
    });
    const link = actor.link ?? (await this.newLink(manager, appointment.id));
    const key = `appointment_${appointment.id}_${appointment.sequence}`;
    await this.options.mails.enqueueDirectMail(
      manager,
      lead.email,
      confirmationMail(appointment, lead, link, `${key}.lead`, change === 'moved'),
      invitation(appointment, lead, { cancel: false, mailFrom: this.options.mailFrom, link, now }),
    );
    if (actor.adminId === null) await this.mailAdmins(manager, appointment, lead, change, key);
    for (const reminder of reminders(start, now)) {
      await this.jobs?.send(
        APPOINTMENT_REMINDER_JOB,
        { appointmentId: appointment.id, sequence: appointment.sequence, kind: reminder.kind },
        manager,
        {
          startAfter: reminder.at,
        },
      );
    }
    return appointment;
  }

  private async cancel(
    manager: EntityManager,
    lead: CallLead,
    appointment: AppointmentRecord,
    now: Date,
    actor: Actor,
  ): Promise<AppointmentRecord> {
    if (appointment.status === AppointmentStatus.CANCELLED) return appointment;
    if (appointment.start.getTime() <= now.getTime()) throw new BadUserInputError({ field: CANCEL_FIELD(actor), message: HAS_BEGUN });
    const [[row]]: [AppointmentRow[], number] = await manager.query(
      `UPDATE appointments a SET status = 'CANCELLED', sequence = sequence + 1, updated_at = $2 WHERE a.id = $1 RETURNING ${COLUMNS}`,
      [appointment.id, now],
    );
    const cancelled = toRecord(row);
    await this.events.record(manager, {
      leadId: lead.id,
      type: 'appointment_cancelled',
      changes: { appointment: { from: appointment.start.toISOString(), to: null } },
      actorId: actor.adminId,
    });
    const link = actor.link ?? (await this.newLink(manager, appointment.id));
    const key = `appointment_${cancelled.id}_${cancelled.sequence}`;
    await this.options.mails.enqueueDirectMail(
      manager,
      lead.email,
      cancellationMail(cancelled, lead, link, `${key}.lead`),
      invitation(cancelled, lead, { cancel: true, mailFrom: this.options.mailFrom, link, now }),
    );
    if (actor.adminId === null) await this.mailAdmins(manager, cancelled, lead, 'cancelled', key);
    return cancelled;
  }

  private async mailAdmins(
    manager: EntityManager,
    appointment: AppointmentRecord,
    lead: CallLead,
    change: CallChange,
    key: string,
  ): Promise<void> {
    await this.options.mails.enqueueAdminMails(
      manager,
      [adminCallMail(appointment, lead, change, `${key}.admins`, this.options.siteUrl)],
      MailKind.HOT_SURVEY,
    );
  }

  /** A fresh secret link for an e-mail about the call (32 random bytes; only its SHA-256 is kept). */
  async newLink(manager: EntityManager, appointmentId: string): Promise<string> {
    const token = randomToken(32);
    await manager.query(`INSERT INTO appointment_links (token_hash, appointment_id) VALUES ($1, $2)`, [hashLink(token), appointmentId]);
    return appointmentLink(this.options.siteUrl, token);
  }
}
