import { LocalPubSub, ResyncRequiredError } from './local-pub-sub';

describe('LocalPubSub', () => {
  it('delivers in order to every subscriber of the topic, queued or awaited', async () => {
    const pubSub = new LocalPubSub();
    const first = pubSub.subscribe('T')[Symbol.asyncIterator]();
    const second = pubSub.subscribe('T')[Symbol.asyncIterator]();
    const other = pubSub.subscribe('OTHER')[Symbol.asyncIterator]();
    const awaited = first.next();
    pubSub.publish('T', 1);
    pubSub.publish('T', 2);
    expect(await awaited).toEqual({ value: 1, done: false });
    expect(await first.next()).toEqual({ value: 2, done: false });
    expect([await second.next(), await second.next()]).toEqual([
      { value: 1, done: false },
      { value: 2, done: false },
    ]);
    expect(pubSub.subscriberCount('OTHER')).toBe(1);
    await other.return!();
  });

  it('forgets a subscriber that returns, and ends its pending next', async () => {
    const pubSub = new LocalPubSub();
    const iterator = pubSub.subscribe('T')[Symbol.asyncIterator]();
    const pending = iterator.next();
    expect(pubSub.subscriberCount('T')).toBe(1);
    await iterator.return!();
    expect(await pending).toEqual({ value: undefined, done: true });
    expect(pubSub.subscriberCount('T')).toBe(0);
    pubSub.publish('T', 1);
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
  });

  it('cuts off a subscriber that stops reading instead of buffering without bound', async () => {
    const pubSub = new LocalPubSub();
    const iterator = pubSub.subscribe('T')[Symbol.asyncIterator]();
    for (let i = 0; i <= 1_000; i += 1) pubSub.publish('T', i);
    expect(pubSub.subscriberCount('T')).toBe(0);
    await expect(iterator.next()).rejects.toBeInstanceOf(ResyncRequiredError);
  });

  it('resyncAll ends every subscriber of the topic, waiting or not, with ResyncRequiredError', async () => {
    const pubSub = new LocalPubSub();
    const waiting = pubSub.subscribe('T')[Symbol.asyncIterator]();
    const pending = waiting.next();
    const idle = pubSub.subscribe('T')[Symbol.asyncIterator]();
    const other = pubSub.subscribe('U')[Symbol.asyncIterator]();
    pubSub.resyncAll('T', 'skipped');
    await expect(pending).rejects.toBeInstanceOf(ResyncRequiredError);
    await expect(idle.next()).rejects.toThrow(/resync required: skipped/);
    expect([pubSub.subscriberCount('T'), pubSub.subscriberCount('U')]).toEqual([0, 1]);
    await other.return!();
  });

  it("calls the subscription's onCutOff when it cuts it off, though nobody pulls from it", () => {
    const pubSub = new LocalPubSub();
    const cutOff: string[] = [];
    pubSub.subscribe('T', { onCutOff: (error: Error) => cutOff.push(`flooded: ${error.message}`) })[Symbol.asyncIterator]();
    pubSub.subscribe('U', { onCutOff: (error: Error) => cutOff.push(`skipped: ${error.message}`) })[Symbol.asyncIterator]();
    for (let i = 0; i <= 1_000; i += 1) pubSub.publish('T', i);
    pubSub.resyncAll('U', 'backlog');
    expect(cutOff).toEqual(['flooded: resync required: more than 1000 events queued', 'skipped: resync required: backlog']);
  });
});
