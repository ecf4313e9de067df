import { createContext, useContext, type KeyboardEvent } from 'react';
import type { LeadStatus } from '../../gql/graphql';
import type { BoardCard, DropPlace } from './boardModel';

/** react-dnd's item type for a pipeline card; the item is `{ id }`. */
export const CARD_TYPE = 'pipeline-card';
export interface DraggedCard {
  id: string;
}

export interface Point {
  x: number;
  y: number;
}

/**
 * What a card or column may ask of the board. The object never changes identity, so memoised cards
 * do not re-render when the board does.
 */
export interface BoardActions {
  open: (id: string) => void;
  openOutcomeMenu: (id: string, at: Point) => void;
  openMoveMenu: (id: string, at: Point) => void;
  /** A key pressed on a focused card (pick up, move, drop, cancel; see useKeyboardMove). */
  cardKeyDown: (card: BoardCard, event: KeyboardEvent<HTMLElement>) => void;
  dragStart: (card: BoardCard) => void;
  dragCancel: (id: string) => void;
  drop: (id: string, place: DropPlace) => void;
  /** The visible cards of a column right now (for a drop). */
  visibleCards: (status: LeadStatus) => readonly BoardCard[];
  /** The server's answer to an edit made in the detail dialog, for the board to show. */
  saved: (lead: BoardCard) => void;
}

export const BoardActionsContext = createContext<BoardActions | null>(null);

export function useBoardActions(): BoardActions {
  const actions = useContext(BoardActionsContext);
  if (!actions) throw new Error('useBoardActions outside the pipeline board');
  return actions;
}

/** The id of the hidden text that tells keyboard users how to move a card. */
export const CARD_HELP_ID = 'pipeline-card-help';
