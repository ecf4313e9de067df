import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import { createLeadServices } from '../services';
import { demoLead, demoTimes, partialSurvey, seededRandom, type DemoLead } from './demo-leads';
import { DEMO_CAMPAIGN_TOTAL, demoArrivals, demoSpend, insertDemoSpend } from './demo-ad-spend';

/** When each kind of a demo lead's events happened, as its story goes (the services record them at the time of the seed). */
interface HistoryTimes {
  created: Date;
  survey: Date;
  surveyCompleted: Date;
  /** The first admin contact (the move out of its column with 'Contact gehad'); null: none yet. */
  firstContact: Date | null;
  /** How many of the admin's events (the first ones) that contact wrote. */
  firstContactEvents: number;
  /** Later admin actions (the outcome, notes, the latest contact and the value). */
  later: Date;
}

function demoHistoryTimes(demo: DemoLead, moved: boolean, now: number): HistoryTimes {
  const at = (from: Date, minutes: number) => new Date(Math.min(from.getTime() + minutes * 60_000, now));
  const first = demo.firstContact;
  return {
    created: demo.createdAt,
    survey: at(demo.createdAt, 3),
    surveyCompleted: at(demo.createdAt, 9),
    firstContact: first,
    firstContactEvents: first ? (moved ? 2 : 1) : 0,
    // A lead closed or given up without a contact: a day after it came in.
    later: demo.lastContact && first && demo.lastContact > first ? demo.lastContact : first ? at(first, 5) : at(demo.createdAt, 24 * 60),
  };
}

/**
 * Dates the lead's history (lead_events.at, leads.updated_at) as the demo story goes: created at
 * its creation date, the survey minutes later, the first contact hours later. Events stay in the
 * order the services wrote them; a time never runs before the one of the event before it.
 */
async function dateHistory(dataSource: DataSource, leadId: string, times: HistoryTimes): Promise<void> {
  const events: { id: string; type: string }[] = await dataSource.query(
    `SELECT e.id::text, e.type FROM lead_events e WHERE e.lead_id = $1 ORDER BY e.id`,
    [leadId],
  );
  let previous = times.created;
  let adminActions = 0;
  const dated = events.map((event) => {
    let at: Date;
    if (event.type === 'created') at = times.created;
    else if (event.type === 'survey') at = times.survey;
    else if (event.type === 'survey_completed') at = times.surveyCompleted;
    else if (event.type === 'reordered') at = previous;
    else at = adminActions++ < times.firstContactEvents && times.firstContact ? times.firstContact : times.later;
    previous = new Date(Math.max(at.getTime(), previous.getTime()));
    return previous;
  });
  await dataSource.query(`UPDATE lead_events e SET at = v.at FROM unnest($1::bigint[], $2::timestamptz[]) AS v(id, at) WHERE e.id = v.id`, [
    events.map((event) => event.id),
    dated,
  ]);
  await dataSource.query(`UPDATE leads SET updated_at = $2 WHERE id = $1`, [leadId, previous]);
}

/**
 * `count` demo leads over the last 90 days (`npm run seed`), created, surveyed, moved and annotated
 * through the services the API uses, their history dated as their story goes, with the ads and
 * sites they came through and the daily spend of those ads. Deterministic for a given `seed`.
 */
export async function seedDemoLeads({
  config,
  dataSource,
  count,
  seed,
}: {
  config: Config;
  dataSource: DataSource;
  count: number;
  seed: number;
}): Promise<void> {
  const services = createLeadServices({ config, dataSource });
  const random = seededRandom(seed);
  const arrivalsRandom = seededRandom(seed + 7_919);
  const now = Date.now();
  const minutes = (date: Date, n: number) => new Date(Math.min(date.getTime() + n * 60_000, now));
  for (const createdAt of demoTimes(random, count, 90, now)) {
    const demo = demoLead(random, createdAt);
    const lead = { ...demo.lead, attribution: demoArrivals(arrivalsRandom, createdAt) };
    const { leadId, surveyToken } = await services.capture.create(lead, { createdAt });
    if (demo.survey) {
      // Saved after a few steps, then (for most) completed: as the survey modal does.
      const steps = demo.surveyCompleted ? partialSurvey(random, demo.survey) : demo.survey;
      await services.surveys.submit(leadId, surveyToken, steps, false, { now: minutes(createdAt, 3) });
      if (demo.surveyCompleted) await services.surveys.submit(leadId, surveyToken, demo.survey, true, { now: minutes(createdAt, 9) });
    }
    const stored = (await services.leads.findById(leadId))!;
    const move = stored.status !== demo.status ? { status: demo.status } : {};
    // The first contact: 'Contact gehad' is set and the card leaves its column (two changes, one moment).
    if (demo.firstContact) await services.leads.update(leadId, { lastContact: demo.firstContact });
    if (move.status) await services.leads.update(leadId, move);
    if (demo.outcome) await services.leads.setOutcome(leadId, demo.outcome);
    const followUp = demo.lastContact && demo.firstContact && demo.lastContact > demo.firstContact ? demo.lastContact : null;
    if (demo.notes || followUp || demo.value !== null) {
      await services.leads.update(leadId, {
        ...(demo.notes ? { notes: demo.notes } : {}),
        ...(followUp ? { lastContact: followUp } : {}),
        ...(demo.value !== null ? { value: demo.value } : {}),
      });
    }
    await dateHistory(dataSource, leadId, demoHistoryTimes(demo, move.status !== undefined, now));
  }
  // About €45 of ads per lead, spread over every demo campaign and day.
  const firstDay = new Date(now - 90 * 86_400_000).toISOString().slice(0, 10);
  await insertDemoSpend(dataSource, demoSpend(arrivalsRandom, firstDay, 91, { averageEuros: (count * 45) / (DEMO_CAMPAIGN_TOTAL * 91) }));
  await dataSource.query(
    `INSERT INTO manual_spend (channel, month, amount)
     SELECT 'REFERRAL', date_trunc('month', now() - make_interval(months => m))::date, 350 FROM generate_series(0, 3) AS m
     ON CONFLICT DO NOTHING`,
  );
}
