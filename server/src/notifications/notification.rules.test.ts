import { mailKindFor, MailKind, webhookMessagesFor, WebhookEvent, type DispatchedLeadEvent } from './notification.rules';

const base: DispatchedLeadEvent = {
  id: '42',
  leadId: 'a0000000-0000-4000-8000-000000000001',
  type: 'created',
  at: new Date('2025-01-02T03:04:05.000Z'),
  changes: null,
  qualification: null,
  leadScore: null,
  source: 'QUICKSCAN',
};

describe('webhookMessagesFor', () => {
  const cases: [string, Partial<DispatchedLeadEvent>, WebhookEvent[]][] = [
    ['created', { type: 'created' }, [WebhookEvent.LEAD_CREATED]],
    ['partial survey', { type: 'survey' }, []],
    ['completed survey', { type: 'survey_completed' }, [WebhookEvent.SURVEY_COMPLETED]],
    [
      'completed survey that qualifies',
      { type: 'survey_completed', changes: { status: { from: 'NEW', to: 'QUALIFIED' } } },
      [WebhookEvent.SURVEY_COMPLETED, WebhookEvent.STATUS_CHANGED],
    ],
    ['move to another column', { type: 'moved', changes: { status: { from: 'NEW', to: 'CONTACTED' } } }, [WebhookEvent.STATUS_CHANGED]],
    [
      'move to CLOSED wins',
      { type: 'moved', changes: { status: { from: 'QUALIFIED', to: 'CLOSED' }, outcome: { from: 'OPEN', to: 'WON' } } },
      [WebhookEvent.STATUS_CHANGED, WebhookEvent.OUTCOME_CHANGED],
    ],
    ['move inside a column', { type: 'moved', changes: {} }, []],
    ['reordered', { type: 'reordered' }, []],
    ['outcome', { type: 'outcome', changes: { outcome: { from: 'OPEN', to: 'LOST' } } }, [WebhookEvent.OUTCOME_CHANGED]],
    ['outcome unchanged', { type: 'outcome', changes: null }, []],
    ['notes edited', { type: 'updated', changes: { notes: { from: null, to: 'x' } } }, []],
    ['deleted', { type: 'deleted' }, [WebhookEvent.LEAD_DELETED]],
    ['erased', { type: 'erased' }, []],
    ['returned', { type: 'returned', changes: { page: { from: null, to: '/contact' } } }, [WebhookEvent.LEAD_RETURNED]],
    ['merged', { type: 'merged', changes: { mergedLeadId: { from: 'b', to: null } } }, [WebhookEvent.LEAD_MERGED]],
  ];
  it.each(cases)('%s', (_name, event, expected) => {
    expect(webhookMessagesFor({ ...base, ...event }).map((message) => message.event)).toEqual(expected);
  });

  it('gives each message of an event its own stable id and carries the lead id and the change', () => {
    const messages = webhookMessagesFor({
      ...base,
      type: 'moved',
      changes: { status: { from: 'QUALIFIED', to: 'CLOSED' }, outcome: { from: 'OPEN', to: 'WON' } },
    });
    expect(messages.map((m) => m.messageId)).toEqual(['msg_42_status_changed', 'msg_42_outcome_changed']);
    expect(messages[0].body).toEqual({
      type: 'STATUS_CHANGED',
      timestamp: '2025-01-02T03:04:05.000Z',
      data: { id: base.leadId, status: { from: 'QUALIFIED', to: 'CLOSED' } },
    });
  });
});

it('tells LEAD_RETURNED the source of the new visit, and LEAD_MERGED the merged lead', () => {
  const [returned] = webhookMessagesFor({ ...base, type: 'returned', changes: { source: { from: null, to: 'CONTACT' } } });
  expect(returned.body.data).toEqual({ id: base.leadId, source: 'CONTACT' });
  const [merged] = webhookMessagesFor({
    ...base,
    type: 'merged',
    changes: { mergedLeadId: { from: 'b0000000-0000-4000-8000-000000000002', to: null } },
  });
  expect(merged.body.data).toEqual({ id: base.leadId, mergedLeadId: 'b0000000-0000-4000-8000-000000000002' });
});

it('leaves out what a lead deleted before dispatch no longer has', () => {
  const [created] = webhookMessagesFor({ ...base, source: null });
  expect(created.body.data).toEqual({ id: base.leadId });
  const [survey] = webhookMessagesFor({ ...base, type: 'survey_completed', leadScore: 80, qualification: 'HOT' });
  expect(survey.body.data).toEqual({ id: base.leadId, leadScore: 80, qualification: 'HOT' });
});

describe('mailKindFor', () => {
  const cases: [string, Partial<DispatchedLeadEvent>, MailKind | null][] = [
    ['new lead', { type: 'created' }, MailKind.NEW_LEAD],
    ['returning visitor', { type: 'returned' }, MailKind.NEW_LEAD],
    ['merge', { type: 'merged' }, null],
    ['hot survey', { type: 'survey_completed', qualification: 'HOT' }, MailKind.HOT_SURVEY],
    ['warm survey', { type: 'survey_completed', qualification: 'WARM' }, null],
    ['partial hot survey', { type: 'survey', qualification: 'HOT' }, null],
    ['status change', { type: 'moved', changes: { status: { from: 'NEW', to: 'CONTACTED' } } }, null],
  ];
  it.each(cases)('%s', (_name, event, expected) => {
    expect(mailKindFor({ ...base, ...event })).toBe(expected);
  });
});
