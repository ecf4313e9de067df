import { useEffect, useRef, type RefObject } from 'react';
import { useDragLayer } from 'react-dnd';
import { usePreview } from 'react-dnd-multi-backend';

/** Distance from an edge within which a dragged card scrolls what lies beyond it. */
const EDGE_PX = 48;
/** Scroll per frame at the very edge (less further in). */
const MAX_STEP_PX = 14;

const step = (position: number, start: number, end: number): number => {
  if (position < start + EDGE_PX) return -Math.ceil(((start + EDGE_PX - position) / EDGE_PX) * MAX_STEP_PX);
  if (position > end - EDGE_PX) return Math.ceil(((position - (end - EDGE_PX)) / EDGE_PX) * MAX_STEP_PX);
  return 0;
};

/**
 * While a card is dragged by touch near an edge, scrolls the board sideways (on a phone it shows one
 * column at a time) and the page up or down, so every column and place can be reached. The browser
 * does this itself for a native (mouse) drag, but a touch drag holds the page still; so this runs
 * only while the touch backend (the one with previews) is in use.
 */
export function DragAutoScroll({ scroller }: { scroller: RefObject<HTMLElement | null> }) {
  // A preview shows only while the touch backend drags.
  const touchDragging = usePreview().display;
  const point = useDragLayer((monitor) => monitor.getClientOffset());
  const latest = useRef(point);
  latest.current = point;

  useEffect(() => {
    const board = scroller.current;
    if (!touchDragging || !board) return undefined;
    // Mandatory snapping would pull each small step back to the column it started from.
    const snap = board.style.scrollSnapType;
    board.style.scrollSnapType = 'none';
    let frame = requestAnimationFrame(function tick() {
      const at = latest.current;
      const box = board.getBoundingClientRect();
      if (at && board.scrollWidth > board.clientWidth) {
        const dx = step(at.x, box.left, box.right);
        if (dx) board.scrollLeft += dx;
      }
      if (at) {
        const dy = step(at.y, 0, window.innerHeight);
        if (dy) window.scrollBy(0, dy);
      }
      frame = requestAnimationFrame(tick);
    });
    return () => {
      cancelAnimationFrame(frame);
      board.style.scrollSnapType = snap;
    };
  }, [touchDragging, scroller]);

  return null;
}
