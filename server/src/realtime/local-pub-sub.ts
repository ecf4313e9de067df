import type { PubSub } from 'type-graphql';

/** A subscriber that cannot keep up is cut off rather than buffered without bound. */
const MAX_QUEUED_PER_SUBSCRIBER = 1_000;

type Listener = (payload: unknown) => void;

/**
 * Per subscription, passed as TypeGraphQL's `topicId` (realtime/lead-change.resolver.ts). A
 * subscriber that stopped pulling (its socket does not drain) never sees the error its iterator
 * holds, so the pub/sub itself calls `onCutOff` when it cuts the subscriber off: the subscription
 * server closes the socket then (realtime/subscription-server.ts).
 */
export interface SubscribeOptions {
  onCutOff?: (error: ResyncRequiredError) => void;
}

/**
 * A subscriber missed events: it fell too far behind, or the feed had to skip part of the log. The
 * subscription server closes its socket with 1012 so the client reconnects and refetches
 * (realtime/subscription-server.ts): a live view never goes on silently incomplete.
 */
export class ResyncRequiredError extends Error {
  constructor(reason: string) {
    super(`resync required: ${reason}`);
    this.name = 'ResyncRequiredError';
  }
}

/**
 * The in-process fan-out TypeGraphQL's subscriptions read from. Events enter it from the
 * PostgreSQL listener (so they come from every process); publishing here reaches only this
 * process's subscribers, by design.
 */
export class LocalPubSub implements PubSub {
  private readonly topics = new Map<string, Set<Listener>>();
  private readonly resyncs = new Map<Listener, (error: ResyncRequiredError) => void>();

  publish(topic: string, payload: unknown): void {
    for (const listener of this.topics.get(topic) ?? []) listener(payload);
  }

  /** Ends every subscription of the topic with ResyncRequiredError (the feed skipped events). */
  resyncAll(topic: string, reason: string): void {
    for (const listener of [...(this.topics.get(topic) ?? [])]) this.resyncs.get(listener)?.(new ResyncRequiredError(reason));
  }

  subscriberCount(topic: string): number {
    return this.topics.get(topic)?.size ?? 0;
  }

  subscribe(topic: string, options?: unknown): AsyncIterable<unknown> {
    const { onCutOff } = (options ?? {}) as SubscribeOptions;
    return { [Symbol.asyncIterator]: () => this.iterate(topic, onCutOff) };
  }

  private iterate(topic: string, onCutOff: SubscribeOptions['onCutOff']): AsyncIterableIterator<unknown> {
    const queue: unknown[] = [];
    let waiting: ((result: IteratorResult<unknown>) => void) | undefined;
    let failWaiting: ((error: Error) => void) | undefined;
    let finished = false;
    let overflow: ResyncRequiredError | undefined;

    const listeners = this.topics.get(topic) ?? new Set<Listener>();
    this.topics.set(topic, listeners);

    const finish = () => {
      finished = true;
      listeners.delete(listener);
      this.resyncs.delete(listener);
      if (listeners.size === 0 && this.topics.get(topic) === listeners) this.topics.delete(topic);
      queue.length = 0;
    };
    const listener: Listener = (payload) => {
      if (waiting) {
        const resolve = waiting;
        waiting = failWaiting = undefined;
        resolve({ value: payload, done: false });
      } else if (queue.length < MAX_QUEUED_PER_SUBSCRIBER) {
        queue.push(payload);
      } else {
        fail(new ResyncRequiredError(`more than ${MAX_QUEUED_PER_SUBSCRIBER} events queued`));
      }
    };
    const fail = (error: ResyncRequiredError) => {
      finish();
      overflow = error;
      onCutOff?.(error);
      if (failWaiting) {
        const reject = failWaiting;
        waiting = failWaiting = undefined;
        reject(error);
      }
    };
    listeners.add(listener);
    this.resyncs.set(listener, fail);

    const iterator: AsyncIterableIterator<unknown> = {
      next() {
        if (overflow) return Promise.reject(overflow);
        if (queue.length > 0) return Promise.resolve({ value: queue.shift(), done: false });
        if (finished) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve, reject) => {
          waiting = resolve;
          failWaiting = reject;
        });
      },
      return() {
        finish();
        waiting?.({ value: undefined, done: true });
        waiting = failWaiting = undefined;
        return Promise.resolve({ value: undefined, done: true });
      },
      throw(error: unknown) {
        finish();
        failWaiting?.(error instanceof Error ? error : new Error(String(error)));
        waiting = failWaiting = undefined;
        return Promise.reject(error);
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }
}
