import type { ComponentType } from 'react';
import { lazyPage, type LazyPage } from '../../lib/lazyPage';

const registered: LazyPage[] = [];

/**
 * A page's static sections in a chunk of their own. Inside StaticMarkup they never render on the
 * page a visitor opens (the prerendered markup stays), so their code is not part of the first
 * download; a client-side navigation loads them (the old page stays on screen meanwhile). The
 * prerender loads every one registered here (preloadStaticSections) after the pages themselves.
 */
export function lazyStaticSections(load: () => Promise<ComponentType>): LazyPage {
  const sections = lazyPage(load);
  registered.push(sections);
  return sections;
}

/** Loads the static sections of every page module evaluated so far (the prerender's step). */
export async function preloadStaticSections(): Promise<void> {
  await Promise.all(registered.map((sections) => sections.preload()));
}
