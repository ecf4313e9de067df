import { startTestApp, type TestApp } from '../support/test-app';
import { buildLead, servicesOf } from '../factories/lead.factory';
import { LeadEntity } from '../../src/leads/lead.entity';
import { leadFromRow } from '../../src/leads/lead-row.mapper';
import { LeadStatus } from '../../src/leads/lead.enums';
import { BusinessSize, InvestmentBudget, Timeline } from '../../src/leads/survey.enums';

describe('a leads row from raw SQL', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('hydrates to exactly what TypeORM reads for the same lead, every column filled', async () => {
    const id = await buildLead(servicesOf(app), {
      status: LeadStatus.CONTACTED,
      value: 2400,
      survey: { businessSize: BusinessSize.SIZE_6_15, timeline: Timeline.ASAP, investmentBudget: InvestmentBudget.EUR_3000_6000 },
    });
    await app.dataSource.query(
      `UPDATE leads SET next_action_on = '2026-03-29', next_action_note = 'Bellen', last_contact = now(), notes = 'n',
         attribution = '{"first":{"at":"2026-01-01T00:00:00.000Z","source":"google"},"last":{"at":"2026-01-02T00:00:00.000Z","source":"google"}}',
         channel = 'PAID_SEARCH', campaign = 'winter', privacy_version = '2026-01'
       WHERE id = $1`,
      [id],
    );
    const [row] = await app.dataSource.query('SELECT * FROM leads WHERE id = $1', [id]);
    const expected = await app.dataSource.getRepository(LeadEntity).findOneByOrFail({ id });

    const hydrated = leadFromRow(app.dataSource, row);

    expect(hydrated).toBeInstanceOf(LeadEntity);
    expect(hydrated).toEqual(expected);
    expect(hydrated.nextActionOn).toBe('2026-03-29');
  });
});
