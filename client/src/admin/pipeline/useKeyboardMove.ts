import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import type { LeadStatus } from '../../gql/graphql';
import { LEAD_STATUSES, pipelineColumnTitles } from '../shared/lead/leadLabels';
import type { BoardCard, Columns, DropPlace } from './boardModel';

/** A card picked up with the keyboard: it stays put while `slot` (index among the column's other cards) moves. */
export interface Lifted {
  id: string;
  name: string;
  status: LeadStatus;
  slot: number;
}

export interface KeyboardMoveOptions {
  columns: () => Columns | undefined;
  announce: (text: string) => void;
  open: (id: string) => void;
  openOutcomeMenu: (id: string, element: HTMLElement) => void;
  drop: (id: string, place: DropPlace) => void;
}

const others = (columns: Columns, status: LeadStatus, id: string) => columns[status].filter((card) => card.id !== id);

/**
 * Moving a card without a mouse: Space picks the focused card up, arrow keys choose the place
 * (up/down in the column, left/right to the next column), Space or Enter puts it down there and
 * Escape cancels; every step is announced in words. Enter on a card at rest opens it; the context
 * menu key (or Shift+F10) opens the outcome menu.
 */
export function useKeyboardMove({ columns, announce, open, openOutcomeMenu, drop }: KeyboardMoveOptions) {
  const [lifted, setLifted] = useState<Lifted | null>(null);
  const liftedRef = useRef<Lifted | null>(null);
  const update = (next: Lifted | null) => {
    liftedRef.current = next;
    setLifted(next);
  };

  const where = (current: Lifted, all: Columns) =>
    `${pipelineColumnTitles[current.status]}, positie ${current.slot + 1} van ${others(all, current.status, current.id).length + 1}.`;

  const cardKeyDown = useCallback(
    (card: BoardCard, event: KeyboardEvent<HTMLElement>) => {
      if (event.target !== event.currentTarget) return; // keys on the card's own buttons
      const all = columns();
      if (!all) return;
      const current = liftedRef.current?.id === card.id ? liftedRef.current : null;
      const key = event.key;

      if (!current) {
        if (key === 'Enter') {
          event.preventDefault();
          open(card.id);
        } else if (key === ' ') {
          event.preventDefault();
          const slot = Math.max(
            0,
            all[card.status].findIndex((other) => other.id === card.id),
          );
          const next = { id: card.id, name: card.name, status: card.status, slot };
          update(next);
          announce(
            `${card.name} opgepakt. ${where(next, all)} Gebruik de pijltjestoetsen om te verplaatsen, spatie of Enter om neer te zetten, Escape om te annuleren.`,
          );
        } else if (key === 'ContextMenu' || (key === 'F10' && event.shiftKey)) {
          event.preventDefault();
          openOutcomeMenu(card.id, event.currentTarget);
        }
        return;
      }

      let next: Lifted | null = null;
      const column = LEAD_STATUSES.indexOf(current.status);
      switch (key) {
        case 'ArrowUp':
          next = { ...current, slot: Math.max(0, current.slot - 1) };
          break;
        case 'ArrowDown':
          next = { ...current, slot: Math.min(others(all, current.status, current.id).length, current.slot + 1) };
          break;
        case 'ArrowLeft':
        case 'ArrowRight': {
          const target = LEAD_STATUSES[column + (key === 'ArrowLeft' ? -1 : 1)];
          if (target) next = { ...current, status: target, slot: Math.min(current.slot, others(all, target, current.id).length) };
          else next = current;
          break;
        }
        case ' ':
        case 'Enter': {
          event.preventDefault();
          const rest = others(all, current.status, current.id);
          update(null);
          announce(`${current.name} neergezet in ${pipelineColumnTitles[current.status]}, positie ${current.slot + 1}.`);
          drop(current.id, {
            status: current.status,
            beforeId: rest[current.slot]?.id ?? null,
            afterId: rest[current.slot - 1]?.id ?? null,
          });
          return;
        }
        case 'Escape':
        case 'Tab':
          if (key === 'Escape') event.preventDefault();
          update(null);
          announce(`Verplaatsen van ${current.name} geannuleerd.`);
          return;
        default:
          return;
      }
      event.preventDefault();
      if (next && next !== current) {
        update(next);
        announce(where(next, all));
      }
    },
    [columns, announce, open, openOutcomeMenu, drop],
  );

  /** Where the lifted card would land in `status`, as an index into that column's visible cards. */
  const indicatorIndex = useCallback(
    (status: LeadStatus, visible: readonly BoardCard[]): number | null => {
      if (!lifted || lifted.status !== status) return null;
      const all = columns();
      const target = all ? others(all, status, lifted.id)[lifted.slot] : undefined;
      if (!target) return visible.length;
      const index = visible.findIndex((card) => card.id === target.id);
      return index === -1 ? visible.length : index;
    },
    [lifted, columns],
  );

  return { lifted, cardKeyDown, indicatorIndex, cancel: () => update(null) };
}
