import { LocalPubSub } from './local-pub-sub';

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
    await expect(iterator.next()).rejects.toThrow(/too slow/);
  });
});
