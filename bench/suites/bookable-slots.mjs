// bookableSlots with 10 000 future calls booked: the visitor's calendar query over HTTP (the survey
// token check, the settings, and one query that asks the exclusion constraint's gist index which
// candidate starts still have a free seat), next to `apiVersion` (the stack's floor) in the same run.
import http from 'node:http';
import { loadavg } from 'node:os';
import { sequential } from '../lib/load.mjs';

const APPOINTMENTS = 10_000;
const SAMPLES = 200;
const GOAL_P95_MS = 50;

const CREATE_LEAD = 'mutation($input: CreateLeadInput!) { createLead(input: $input) { leadId surveyToken } }';
const SLOTS =
  'query($leadId: ID!, $surveyToken: String!, $days: Int) { bookableSlots(leadId: $leadId, surveyToken: $surveyToken, days: $days) }';

export default {
  name: 'bookable-slots',
  description: `bookableSlots (7 and 14 days) with ${APPOINTMENTS.toLocaleString('en')} future calls booked: ${SAMPLES} sequential requests after a warm-up, next to apiVersion as the floor.`,
  async run(context) {
    const { url, dataSource } = await context.createDatabase('bookable_slots');
    await context.dist('scripts/bulk-leads').insertBulkLeads(dataSource, { count: 1000, seed: 11 });
    // Every day 08:00-20:00 Amsterdam, five calls at once, 90 days ahead: room for the calls below.
    await dataSource.query(
      `UPDATE booking_settings SET weekly_hours = (
         SELECT jsonb_agg(jsonb_build_object('weekday', d, 'start', '08:00', 'end', '20:00'))
         FROM unnest(ARRAY['MONDAY','TUESDAY','WEDNESDAY','THURSDAY','FRIDAY','SATURDAY','SUNDAY']) d),
         capacity = 5, horizon_days = 90, call_minutes = 30, buffer_minutes = 0, notice_minutes = 120`,
    );
    // 10 000 BOOKED calls from tomorrow on, on the grid, every seat of a start taken except seat 5 on
    // the half hours: the 7- and 14-day windows read dense stretches of the index and still find starts.
    await dataSource.query(
      `WITH leads AS (SELECT array_agg(id) AS ids FROM leads),
       grid AS (
         SELECT ((d::date + t::time) AT TIME ZONE 'Europe/Amsterdam') AS s
         FROM generate_series(current_date + 1, current_date + 120, interval '1 day') d,
              generate_series(timestamp '2000-01-01 08:00', timestamp '2000-01-01 19:30', interval '30 minutes') t),
       calls AS (
         SELECT s, seat, row_number() OVER (ORDER BY s, seat) AS n FROM grid, generate_series(1, 5) seat
         WHERE NOT (seat = 5 AND extract(minute FROM s AT TIME ZONE 'Europe/Amsterdam') = 30))
       INSERT INTO appointments (lead_id, starts_at, ends_at, held, seat)
       SELECT leads.ids[1 + n % array_length(leads.ids, 1)], s, s + interval '30 minutes', tstzrange(s, s + interval '30 minutes'), seat
       FROM calls, leads WHERE n <= $1`,
      [APPOINTMENTS],
    );
    await dataSource.query('ANALYZE appointments');
    const [{ future }] = await dataSource.query(
      `SELECT count(*)::int AS future FROM appointments WHERE status = 'BOOKED' AND starts_at > now()`,
    );
    if (future !== APPOINTMENTS) throw new Error(`expected ${APPOINTMENTS} future calls, found ${future}`);

    const server = await context.startServer(url);
    const agent = new http.Agent({ keepAlive: true });
    const figures = [];
    try {
      const { createLead: lead } = await context.graphql(
        server,
        CREATE_LEAD,
        { input: { name: 'Bench', email: 'bench@example.nl', phone: '0612345678', company: 'Bench', website: 'https://example.nl' } },
        {},
        agent,
      );
      const floor = await measure(() => context.graphql(server, 'query { apiVersion }', {}, {}, agent));
      figures.push({ name: `apiVersion p95, the stack's floor (p50 ${floor.p50.toFixed(1)} ms)`, value: `${floor.p95.toFixed(1)} ms` });
      for (const days of [7, 14]) {
        const first = await context.graphql(server, SLOTS, { ...lead, days }, {}, agent);
        if (first.bookableSlots.length === 0) throw new Error('no free slots: the bench data leaves none');
        const latency = await measure(() => context.graphql(server, SLOTS, { ...lead, days }, {}, agent));
        figures.push({
          name: `bookableSlots p95, ${days} days, ${first.bookableSlots.length} free of ${days * 24} starts (p50 ${latency.p50.toFixed(1)} ms, ${(latency.p95 / floor.p95).toFixed(1)}x the floor)`,
          value: `${latency.p95.toFixed(1)} ms`,
          goal: `< ${GOAL_P95_MS} ms`,
          met: latency.p95 < GOAL_P95_MS,
        });
      }
    } finally {
      agent.destroy();
      await server.stop();
    }
    return {
      figures,
      notes: [
        `Load average after the run (1/5/15 min): ${loadavg()
          .map((value) => value.toFixed(2))
          .join(' / ')}.`,
      ],
    };
  },
};

async function measure(call) {
  await sequential(20, call);
  return sequential(SAMPLES, call);
}
