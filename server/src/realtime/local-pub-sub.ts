import type { PubSub } from 'type-graphql';

/** A subscriber that cannot keep up is cut off rather than buffered without bound. */
const MAX_QUEUED_PER_SUBSCRIBER = 1_000;

type Listener = (payload: unknown) => void;

/**
 * The in-process fan-out TypeGraphQL's subscriptions read from. Events enter it from the
 * PostgreSQL listener (so they come from every process); publishing here reaches only this
 * process's subscribers, by design.
 */
export class LocalPubSub implements PubSub {
  private readonly topics = new Map<string, Set<Listener>>();

  publish(topic: string, payload: unknown): void {
    for (const listener of this.topics.get(topic) ?? []) listener(payload);
  }

  subscriberCount(topic: string): number {
    return this.topics.get(topic)?.size ?? 0;
  }

  subscribe(topic: string): AsyncIterable<unknown> {
    return { [Symbol.asyncIterator]: () => this.iterate(topic) };
  }

  private iterate(topic: string): AsyncIterableIterator<unknown> {
    const queue: unknown[] = [];
    let waiting: ((result: IteratorResult<unknown>) => void) | undefined;
    let failWaiting: ((error: Error) => void) | undefined;
    let finished = false;
    let overflow: Error | undefined;

    const listeners = this.topics.get(topic) ?? new Set<Listener>();
    this.topics.set(topic, listeners);

    const finish = () => {
      finished = true;
      listeners.delete(listener);
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
        overflow = new Error('Subscriber too slow: more than ' + MAX_QUEUED_PER_SUBSCRIBER + ' events queued');
        finish();
      }
    };
    listeners.add(listener);

    const iterator: AsyncIterableIterator<unknown> = {
      next() {
        if (queue.length > 0) return Promise.resolve({ value: queue.shift(), done: false });
        if (overflow) return Promise.reject(overflow);
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
