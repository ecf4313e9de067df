import type { DataSource } from 'typeorm';
import type { ApiClient } from './api-client';

export const COLUMNS = ['NEW', 'CONTACTED', 'QUALIFIED', 'CLOSED'] as const;
export type Column = (typeof COLUMNS)[number];
export type Board = Record<Column, string[]>;

/** The contract's board, as plainly as it can be said: lists of ids. */
export class BoardModel {
  readonly columns: Board = { NEW: [], CONTACTED: [], QUALIFIED: [], CLOSED: [] };

  static from(board: Board): BoardModel {
    const model = new BoardModel();
    for (const column of COLUMNS) model.columns[column] = [...board[column]];
    return model;
  }

  create(id: string): void {
    this.columns.NEW.unshift(id);
  }

  columnOf(id: string): Column {
    return COLUMNS.find((column) => this.columns[column].includes(id))!;
  }

  /** Remove the card, insert it at the 1-based position (past the end: last). */
  move(id: string, column: Column, position: number): void {
    for (const c of COLUMNS) this.columns[c] = this.columns[c].filter((other) => other !== id);
    const target = this.columns[column];
    const index = Math.min(Math.max(position, 1), target.length + 1) - 1;
    target.splice(index, 0, id);
  }

  clone(): BoardModel {
    return BoardModel.from(this.columns);
  }
}

/** The board as the API lists it. */
export async function readBoard(client: ApiClient): Promise<Board> {
  const { leads } = await client.ok<{ leads: { id: string; status: Column }[] }>(`{ leads { id status } }`);
  const board: Board = { NEW: [], CONTACTED: [], QUALIFIED: [], CLOSED: [] };
  for (const lead of leads) board[lead.status].push(lead.id);
  return board;
}

/** How many lead rows the transaction that last wrote `id` wrote (rows share its xmin). */
export async function rowsWrittenWith(dataSource: DataSource, id: string): Promise<number> {
  const [row] = await dataSource.query(`SELECT count(*)::int AS n FROM leads WHERE xmin = (SELECT xmin FROM leads WHERE id = $1)`, [id]);
  return row.n;
}
