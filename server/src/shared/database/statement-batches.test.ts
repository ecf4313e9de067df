import { statementBatches, storeOrEachAlone } from './statement-batches';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A statement that records each batch and answers when the test lets it. */
function recordingStatement() {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  const run = (rows: readonly number[]) => {
    batches.push([...rows]);
    return new Promise<(string | Error)[]>((resolve) =>
      pending.push(() => resolve(rows.map((row) => (row < 0 ? new Error(`row ${row} refused`) : `answer ${row}`)))),
    );
  };
  /** Answers the oldest batch, and lets the next one go (its answer settles first, then it is sent). */
  const finishOne = async () => {
    pending.shift()!();
    await nextTurn();
    await nextTurn();
  };
  return { run, batches, pending, finishOne };
}

describe('statementBatches', () => {
  it('sends the first row after a quiet moment at once, alone', async () => {
    const statement = recordingStatement();
    const store = statementBatches(statement.run, 10);
    const answer = store(1);
    await nextTurn();
    expect(statement.batches).toEqual([[1]]);
    await statement.finishOne();
    await expect(answer).resolves.toBe('answer 1');
  });

  it('sends the rows that arrive while a batch is at the database together, in arrival order, after it', async () => {
    const statement = recordingStatement();
    const store = statementBatches(statement.run, 10);
    const first = store(1);
    await nextTurn();
    const later = [store(2), store(3)];
    await nextTurn();
    const last = store(4);
    await nextTurn();
    expect(statement.batches).toEqual([[1]]);
    await statement.finishOne();
    expect(statement.batches).toEqual([[1], [2, 3, 4]]);
    await statement.finishOne();
    await expect(Promise.all([first, ...later, last])).resolves.toEqual(['answer 1', 'answer 2', 'answer 3', 'answer 4']);
  });

  it('rejects only the row that failed', async () => {
    const statement = recordingStatement();
    const store = statementBatches(statement.run, 10);
    const answers = [store(1), store(-2), store(3)].map((answer) => answer.then(String, (error: Error) => error.message));
    await nextTurn();
    await statement.finishOne();
    await expect(Promise.all(answers)).resolves.toEqual(['answer 1', 'row -2 refused', 'answer 3']);
  });

  it('splits more rows than a batch holds, and still has one batch at the database at a time', async () => {
    const statement = recordingStatement();
    const store = statementBatches(statement.run, 2);
    const answers = Promise.all([1, 2, 3, 4, 5].map((row) => store(row)));
    await nextTurn();
    expect(statement.batches).toEqual([[1, 2]]);
    await statement.finishOne();
    expect(statement.batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
    await statement.finishOne();
    await statement.finishOne();
    expect(statement.batches).toEqual([[1, 2], [3, 4], [5]]);
    await expect(answers).resolves.toHaveLength(5);
  });

  it('sends the next batch after a statement that failed as a whole', async () => {
    const batches: number[][] = [];
    const store = statementBatches<number, string>((rows) => {
      batches.push([...rows]);
      return rows.includes(1) ? Promise.reject(new Error('database gone')) : Promise.resolve(rows.map(String));
    }, 10);
    const first = store(1);
    await nextTurn();
    const second = store(2);
    await expect(first).rejects.toThrow('database gone');
    await expect(second).resolves.toBe('2');
    expect(batches).toEqual([[1], [2]]);
  });
});

describe('storeOrEachAlone', () => {
  // A store that refuses any batch holding a negative number, as a database refuses a whole statement.
  const calls: number[][] = [];
  const store = (rows: readonly number[]) => {
    calls.push([...rows]);
    return rows.some((row) => row < 0)
      ? Promise.reject(new Error(`refused ${rows.join(',')}`))
      : Promise.resolve(rows.map((row) => row * 10));
  };
  beforeEach(() => (calls.length = 0));

  it('stores a batch with one statement', async () => {
    expect(await storeOrEachAlone([1, 2, 3], store)).toEqual([10, 20, 30]);
    expect(calls).toEqual([[1, 2, 3]]);
  });

  it('stores each row alone when the batch fails as a whole: only the row at fault fails', async () => {
    const answers = await storeOrEachAlone([1, -2, 3], store);
    expect(answers.map((answer) => (answer instanceof Error ? answer.message : answer))).toEqual([10, 'refused -2', 30]);
    expect(calls).toEqual([[1, -2, 3], [1], [-2], [3]]);
  });

  it('stores a single row once, its failure as its answer', async () => {
    const [answer] = await storeOrEachAlone([-1], store);
    expect(answer).toBeInstanceOf(Error);
    expect(calls).toEqual([[-1]]);
  });
});
