import type { JobQueue } from '../shared/database/job-queue';
import type { RetentionService } from '../privacy/retention.service';
import type { WebhookService } from '../webhooks/webhook.service';
import { DAILY_SUMMARY_JOB, NOTIFICATIONS_PRUNE_JOB, type MailService } from '../notifications/mail.service';
import type { AppointmentService } from '../booking/appointment.service';
import type { BookingJobsService } from '../booking/booking-jobs.service';

/** The daily job that applies the retention policy (docs/operations.md, "Bewaartermijnen"). */
export const RETENTION_JOB = 'retention';

export interface AppJobServices {
  retention: RetentionService;
  webhooks: WebhookService;
  mails: MailService;
  appointments: AppointmentService;
  bookingJobs: BookingJobsService;
}

/**
 * Every job of the app in one place: what the services send to the queue (e-mails, webhook
 * deliveries, booking reminders) and what runs on a schedule (times in Europe/Amsterdam, the
 * queue's zone). Without a queue (JOB_QUEUE=off) the services are told so and nothing is defined.
 */
export function defineAppJobs(
  jobs: JobQueue | undefined,
  { retention, webhooks, mails, appointments, bookingJobs }: AppJobServices,
  log: (message: string, error?: unknown) => void,
): void {
  webhooks.useQueue(jobs);
  mails.useQueue(jobs);
  appointments.useQueue(jobs);
  if (!jobs) return;
  jobs.define({
    name: RETENTION_JOB,
    cron: '15 3 * * *', // nightly
    handler: async () => {
      const run = await retention.run();
      if (run.erasedLeads > 0) log(`retention: ${run.erasedLeads} leads anonymised`);
    },
  });
  jobs.define(webhooks.jobOptions);
  jobs.define(mails.jobOptions);
  for (const definition of bookingJobs.definitions) jobs.define(definition);
  jobs.define({
    name: DAILY_SUMMARY_JOB,
    cron: '0 8 * * 1-5', // working days at 8:00
    handler: async () => void (await mails.queueDailySummary(new Date().toISOString().slice(0, 10))),
  });
  jobs.define({
    name: NOTIFICATIONS_PRUNE_JOB,
    cron: '40 3 * * *', // nightly
    handler: async () => {
      await mails.prune();
      await webhooks.prune();
    },
  });
}
