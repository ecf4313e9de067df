import DataLoader from 'dataloader';

/**
 * Runs many callers' rows as one statement, with no timer (docs/architecture.md, "Capture"): the
 * first row after a quiet moment goes at once, alone; rows that arrive while a batch is at the
 * database wait for it and then go together, up to `maxBatchSize` a statement. One batch is at the
 * database at a time, so under load a batch holds what arrived during the one before, and when quiet
 * a row waits for nothing. `run` answers the rows in their order, with an Error for a row that failed
 * on its own. DataLoader groups the rows and answers each caller; only when a batch goes is decided here.
 */
export function statementBatches<Row, Answer>(
  run: (rows: readonly Row[]) => Promise<(Answer | Error)[]>,
  maxBatchSize: number,
): (row: Row) => Promise<Answer> {
  let atDatabase = false;
  const waiting: (() => void)[] = [];
  const sendNext = () => {
    const dispatch = waiting.shift();
    atDatabase = dispatch !== undefined;
    // setImmediate: the rows of the requests read in this turn of the event loop go in it too.
    if (dispatch) setImmediate(dispatch);
  };
  const loader = new DataLoader<Row, Answer>(
    async (rows) => {
      try {
        return await run(rows);
      } finally {
        sendNext();
      }
    },
    {
      cache: false,
      maxBatchSize,
      batchScheduleFn: (dispatch) => {
        waiting.push(dispatch);
        if (!atDatabase) sendNext();
      },
    },
  );
  return (row) => loader.load(row);
}

/**
 * Stores `rows` with one batch statement (`store`). If that statement fails as a whole (a row the
 * database refuses, a deadlock with another process's batch), each row is stored again on its own,
 * so the row at fault fails alone and every caller gets its own answer or Error, as without batches.
 */
export async function storeOrEachAlone<Row, Answer>(
  rows: readonly Row[],
  store: (rows: readonly Row[]) => Promise<Answer[]>,
): Promise<(Answer | Error)[]> {
  const alone = (row: Row) =>
    store([row]).then(
      ([answer]) => answer,
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    );
  if (rows.length === 1) return [await alone(rows[0])];
  return store(rows).catch(() => Promise.all(rows.map(alone)));
}

/**
 * A batch statement's array parameter `$n` as `unnest` should take it: behind a sub-select, so that
 * PostgreSQL estimates every batch at its default size. Given the array itself, each custom plan
 * knew the batch's length and looked cheaper than the generic one, so PostgreSQL planned every batch
 * anew; this way it keeps one generic plan per connection after five executions (docs/benchmarks.md,
 * create-lead: planning had been about a third of a batch's time).
 */
export function batchArray(param: number, type: string): string {
  return `(SELECT $${param}::${type}[])`;
}
