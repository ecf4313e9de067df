/**
 * Set on every element React runs on a prerendered page (a hydrated island, the overlay root): the
 * entry's call-to-action listener leaves clicks inside them to React (app/callsToAction.ts).
 */
export const REACT_ROOT_ATTRIBUTE = 'data-react-root';
