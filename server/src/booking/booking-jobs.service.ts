import type { DataSource } from 'typeorm';
import { amsterdamToday } from '../leads/follow-up.rules';
import type { JobDefinition } from '../shared/database/job-queue';
import type { LeadEventService } from '../leads/lead-event.service';
import type { MailService } from '../notifications/mail.service';
import { MailKind } from '../notifications/notification.rules';
import { inTransaction } from '../shared/database/transaction';
import { notBookedMail, reminderMail, type CallLead } from './appointment-invite';
import { APPOINTMENT_REMINDER_JOB, UNBOOKED_FOLLOW_UP_JOB, type AppointmentService } from './appointment.service';
import { reminderStillDue, unbookedFollowUp, type ReminderKind, type UnbookedLead } from './booking.rules';

export interface ReminderJob {
  appointmentId: string;
  /** The call's sequence when the reminder was planned: a moved call has a higher one and its own reminders. */
  sequence: number;
  kind: ReminderKind;
}

export interface FollowUpJob {
  leadId: string;
}

/** A call as the reminder reads it, with its lead's contact details. */
interface ReminderRow {
  id: string;
  starts_at: Date;
  ends_at: Date;
  status: string;
  sequence: number;
  lead_id: string;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
}

/** A lead that saw the calendar, as the unbooked follow-up reads it. */
interface UnbookedLeadRow {
  id: string;
  name: string;
  company: string | null;
  qualification: string | null;
  erased: boolean;
  next_action_on: string | null;
  next_action_note: string | null;
  followed_up: boolean;
  booked: boolean;
}

/**
 * What happens later around a call, as pg-boss jobs planned in the transaction that booked, moved or
 * showed (startAfter): the reminders a day and an hour before, and the follow-up of a hot lead that
 * saw the calendar but did not book. Each handler decides again when it runs (the call may have
 * been cancelled or moved, the lead may have booked after all), so a job for a state that has
 * passed does nothing; a repeat of one that did its work does nothing either.
 */
export class BookingJobsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: { appointments: AppointmentService; events: LeadEventService; mails: MailService; siteUrl: string },
  ) {}

  get definitions(): JobDefinition<object>[] {
    return [
      { name: APPOINTMENT_REMINDER_JOB, handler: async (data) => void (await this.remind(data as ReminderJob)) },
      { name: UNBOOKED_FOLLOW_UP_JOB, handler: async (data) => void (await this.followUpUnbooked(data as FollowUpJob)) },
    ];
  }

  /** Sends the reminder if the call is still booked as planned and has not begun; true when it did. */
  async remind(job: ReminderJob, now = new Date()): Promise<boolean> {
    return inTransaction(this.dataSource, async (manager) => {
      const [row]: ReminderRow[] = await manager.query(
        `SELECT a.id, a.starts_at, a.ends_at, a.status, a.sequence, l.id AS lead_id, l.name, l.email, l.company, l.phone
         FROM appointments a JOIN leads l ON l.id = a.lead_id WHERE a.id = $1 FOR UPDATE OF a`,
        [job.appointmentId],
      );
      const call = row ? { id: row.id, start: row.starts_at, end: row.ends_at, sequence: row.sequence } : null;
      if (!reminderStillDue(row ? { status: row.status, sequence: row.sequence, startsAt: row.starts_at } : null, job, now)) return false;
      const lead: CallLead = { id: row.lead_id, name: row.name, email: row.email, company: row.company, phone: row.phone };
      const link = await this.deps.appointments.newLink(manager, call!.id);
      const key = `appointment_${call!.id}_${call!.sequence}_${job.kind.toLowerCase()}.lead`;
      await this.deps.mails.enqueueDirectMail(manager, lead.email, reminderMail(call!, lead, link, key, job.kind));
      return true;
    });
  }

  /**
   * An hour after a hot lead first saw the calendar: if it booked nothing, its next action becomes
   * today ('Vandaag opvolgen', recorded in its history) and the admins are told. True when it did.
   */
  async followUpUnbooked(job: FollowUpJob, now = new Date()): Promise<boolean> {
    return inTransaction(this.dataSource, async (manager) => {
      const [row]: UnbookedLeadRow[] = await manager.query(
        `SELECT l.id, l.name, l.company, l.qualification, l.erased_at IS NOT NULL AS erased, l.next_action_on::text AS next_action_on,
                l.next_action_note, v.followed_up_at IS NOT NULL AS followed_up,
                EXISTS (SELECT 1 FROM appointments a WHERE a.lead_id = l.id) AS booked
         FROM leads l JOIN booking_calendar_views v ON v.lead_id = l.id WHERE l.id = $1 FOR UPDATE OF l, v`,
        [job.leadId],
      );
      if (!row) return false;
      const lead: UnbookedLead = {
        qualification: row.qualification,
        erased: row.erased,
        booked: row.booked,
        followedUp: row.followed_up,
        nextActionOn: row.next_action_on,
        nextActionNote: row.next_action_note,
      };
      const decision = unbookedFollowUp(lead, amsterdamToday(now.getTime()));
      if (!decision) return false;
      await manager.query(`UPDATE booking_calendar_views SET followed_up_at = $2 WHERE lead_id = $1`, [row.id, now]);
      if (decision.nextAction) {
        const { nextActionOn, nextActionNote } = decision.nextAction;
        await manager.query(`UPDATE leads SET next_action_on = $2, next_action_note = $3, updated_at = $4 WHERE id = $1`, [
          row.id,
          nextActionOn,
          nextActionNote,
          now,
        ]);
        const changes: Record<string, { from: unknown; to: unknown }> = {
          nextActionOn: { from: lead.nextActionOn, to: nextActionOn },
        };
        if (nextActionNote !== lead.nextActionNote) changes.nextActionNote = { from: lead.nextActionNote, to: nextActionNote };
        await this.deps.events.record(manager, { leadId: row.id, type: 'updated', changes });
      }
      await this.deps.mails.enqueueAdminMails(
        manager,
        [notBookedMail({ id: row.id, name: row.name, company: row.company }, `call_not_booked_${row.id}`, this.deps.siteUrl)],
        MailKind.HOT_SURVEY,
      );
      return true;
    });
  }
}
