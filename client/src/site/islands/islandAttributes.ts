/**
 * Marks an island's element in the prerendered HTML: its name (app/islandLoaders.ts knows which
 * chunk holds it) and its props as JSON. Everything outside an island is never hydrated. A module of
 * its own, without imports: the browser entry reads these before React or Chakra are loaded.
 */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

/** The names the browser can hydrate (app/islandLoaders.ts maps each to its component). */
export type IslandName = 'navbar' | 'homeContact' | 'contactForm' | 'speedTest' | 'quickScan';
