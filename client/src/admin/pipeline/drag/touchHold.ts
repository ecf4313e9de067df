/** How long a finger rests on a card before it can be dragged: a quicker swipe scrolls the board. */
export const TOUCH_HOLD_MS = 200;
