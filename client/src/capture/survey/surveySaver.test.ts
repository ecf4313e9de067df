import { describe, expect, it } from '@jest/globals';
import type { SurveySubmission } from '../api/leadApi';
import { createSurveySaver } from './surveySaver';

const lead = { leadId: 'lead-1', surveyToken: 'token-1' };

/** A stand-in for the network that answers when told to, recording what was sent. */
function fakeServer() {
  const sent: { submission: SurveySubmission; keepalive?: boolean }[] = [];
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const send = (submission: SurveySubmission, options: { keepalive?: boolean } = {}) => {
    sent.push({ submission, keepalive: options.keepalive });
    return new Promise<{ leadScore: number; qualification: 'WARM'; completed: boolean }>((resolve, reject) =>
      pending.push({ resolve: () => resolve({ leadScore: 45, qualification: 'WARM', completed: submission.completed }), reject }),
    );
  };
  const settle = async (fail = false) => {
    const next = pending.shift()!;
    if (fail) next.reject(new Error('offline'));
    else next.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { send, sent, settle };
}

describe('survey saver', () => {
  it('saves one step at a time; answers given meanwhile go in one later save, the newest winning', async () => {
    const server = fakeServer();
    const saver = createSurveySaver(lead, server.send);
    saver.savePartial({ businessType: 'BV' });
    saver.savePartial({ businessType: 'BV', businessSize: 'SIZE_2_5' });
    saver.savePartial({ businessType: 'BV', businessSize: 'SIZE_6_15' });
    expect(server.sent).toHaveLength(1);
    await server.settle();
    expect(server.sent.map((entry) => entry.submission.survey)).toEqual([
      { businessType: 'BV' },
      { businessType: 'BV', businessSize: 'SIZE_6_15' },
    ]);
    expect(server.sent.every((entry) => entry.submission.completed === false && entry.submission.surveyToken === 'token-1')).toBe(true);
    await server.settle();
  });

  it('does not send the same answers twice, and sends them again after a failure', async () => {
    const server = fakeServer();
    const saver = createSurveySaver(lead, server.send);
    saver.savePartial({ timeline: 'ASAP' });
    await server.settle(true);
    saver.savePartial({ timeline: 'ASAP' });
    await server.settle();
    saver.savePartial({ timeline: 'ASAP' });
    saver.savePartial({});
    expect(server.sent).toHaveLength(2);
  });

  it('keeps saving after a save that had nothing new to send', async () => {
    const server = fakeServer();
    const saver = createSurveySaver(lead, server.send);
    saver.savePartial({});
    saver.savePartial({ businessType: 'BV' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.sent.map((entry) => entry.submission.survey)).toEqual([{ businessType: 'BV' }]);
    await server.settle();
    saver.savePartial({ businessType: 'BV' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    saver.savePartial({ businessType: 'NV' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.sent.map((entry) => entry.submission.survey)).toEqual([{ businessType: 'BV' }, { businessType: 'NV' }]);
    await server.settle();
  });

  it('completes after the save in flight, with every answer', async () => {
    const server = fakeServer();
    const saver = createSurveySaver(lead, server.send);
    saver.savePartial({ businessType: 'VOF' });
    const done = saver.complete({ businessType: 'VOF', websiteSatisfaction: 6 });
    expect(server.sent).toHaveLength(1);
    await server.settle();
    expect(server.sent[1].submission).toMatchObject({ completed: true, survey: { businessType: 'VOF', websiteSatisfaction: 6 } });
    await server.settle();
    await expect(done).resolves.toMatchObject({ qualification: 'WARM', completed: true });
  });

  it('saves with keepalive when the visitor leaves, unless nothing changed', () => {
    const server = fakeServer();
    const saver = createSurveySaver(lead, server.send);
    saver.saveOnLeave({});
    saver.saveOnLeave({ specificGoals: 'Meer klussen' });
    expect(server.sent).toEqual([{ submission: expect.objectContaining({ survey: { specificGoals: 'Meer klussen' } }), keepalive: true }]);
  });
});
