import { describe, expect, it } from '@jest/globals';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { parse } from 'graphql';
import { Observable } from 'rxjs';
import { PREFETCH, PREFETCH_MAX_AGE_MS, PrefetchLink } from './prefetchLink';

const BOARD = parse('query Board { leads { id } }');
const OTHER = parse('query Other { leads { id } }');

/** A stand-in for the server: counts requests and answers each with the next of `answers`. */
function setup(answers: Array<ApolloLink.Result | Error>) {
  let clock = 1_000;
  const sent: string[] = [];
  const server = new ApolloLink((operation) => {
    sent.push(operation.operationName ?? '');
    const answer = answers.shift() ?? { data: { leads: [{ __typename: 'Lead', id: 'later' }] } };
    return new Observable((observer) => {
      setTimeout(() => {
        if (answer instanceof Error) observer.error(answer);
        else {
          observer.next(answer);
          observer.complete();
        }
      }, 5);
    });
  });
  const prefetch = new PrefetchLink(() => clock);
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([prefetch, server]) });
  const ask = (query = BOARD) => client.query({ query, fetchPolicy: 'no-cache' });
  const prefetchBoard = () => client.query({ query: BOARD, fetchPolicy: 'no-cache', context: PREFETCH }).catch(() => undefined);
  return { sent, prefetch, ask, prefetchBoard, advance: (ms: number) => (clock += ms) };
}

const leads = (id: string) => ({ data: { leads: [{ __typename: 'Lead', id }] } });

describe('PrefetchLink', () => {
  it("gives a prefetch's answer to the page's own request, once, while it is still in flight", async () => {
    const { sent, ask, prefetchBoard } = setup([leads('first')]);
    void prefetchBoard();
    const page = await ask();
    expect(page.data).toEqual({ leads: [{ __typename: 'Lead', id: 'first' }] });
    expect(sent).toEqual(['Board']);

    // A refetch goes to the server.
    await expect(ask()).resolves.toMatchObject({ data: { leads: [{ id: 'later' }] } });
    expect(sent).toEqual(['Board', 'Board']);
  });

  it('also once the answer has arrived, within the age limit', async () => {
    const { sent, ask, prefetchBoard, advance } = setup([leads('first')]);
    await prefetchBoard();
    advance(PREFETCH_MAX_AGE_MS - 1);
    await expect(ask()).resolves.toMatchObject({ data: { leads: [{ id: 'first' }] } });
    expect(sent).toEqual(['Board']);
  });

  it('asks the server when the prefetched answer is too old, failed or refused, or is for another operation', async () => {
    const old = setup([leads('stale')]);
    await old.prefetchBoard();
    old.advance(PREFETCH_MAX_AGE_MS + 1);
    await expect(old.ask()).resolves.toMatchObject({ data: { leads: [{ id: 'later' }] } });
    expect(old.sent).toEqual(['Board', 'Board']);

    const failed = setup([new Error('network down')]);
    void failed.prefetchBoard();
    await expect(failed.ask()).resolves.toMatchObject({ data: { leads: [{ id: 'later' }] } });
    expect(failed.sent).toEqual(['Board', 'Board']);

    const refused = setup([{ errors: [{ message: 'Log in', extensions: { code: 'UNAUTHENTICATED' } }] }]);
    void refused.prefetchBoard();
    await expect(refused.ask()).resolves.toMatchObject({ data: { leads: [{ id: 'later' }] } });
    expect(refused.sent).toEqual(['Board', 'Board']);

    const other = setup([leads('first')]);
    await other.prefetchBoard();
    await expect(other.ask(OTHER)).resolves.toMatchObject({ data: { leads: [{ id: 'later' }] } });
    expect(other.sent).toEqual(['Board', 'Other']);
  });

  it('hands nothing on after clear() (sign-out)', async () => {
    const { sent, ask, prefetchBoard, prefetch } = setup([leads('first')]);
    await prefetchBoard();
    prefetch.clear();
    await expect(ask()).resolves.toMatchObject({ data: { leads: [{ id: 'later' }] } });
    expect(sent).toEqual(['Board', 'Board']);
  });
});
