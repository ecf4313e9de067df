import { createRoot, hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import type { ReactNode } from 'react';
import { CaptureLoader } from '../capture/CaptureLoader';
import { LazyEngagementLayer } from '../capture/engagement/LazyEngagementLayer';
import { Toaster } from '../components/Toaster';
import { IslandProviders } from '../site/islands/Island';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '../site/islands/islandAttributes';
import { islandLoaders, isIslandName } from './islandLoaders';
import { REACT_ROOT_ATTRIBUTE } from './reactRootAttribute';

/** The site's case studies for capture's social proof, loaded with the engagement layer. */
const loadProofCases = () => import('../site/content/cases').then((module) => module.caseStudyCards);

const onRecoverableError = (error: unknown) => console.error('Hydration error: the prerendered HTML did not match', error);

const EMOTION_KEY = 'css';

/**
 * The public pages' styles are all in one stylesheet (scripts/prerender.mjs), so Emotion must not
 * compute and insert them again when the islands render. Two documented hooks of Emotion tell it
 * what is there: a cache's `inserted` record (the component styles an island's markup already
 * uses, named by its `css-<name>` classes), and a `<style data-emotion="css-global <name>">` tag,
 * which a <Global> adopts instead of inserting its styles. Every root has its own ChakraProvider,
 * and with it its own <Global>s, so each global gets one such (empty) tag per root.
 */
function adoptPrerenderedStyles(cache: EmotionCache, islands: readonly Element[], roots: number) {
  const globals = document.querySelector('link[data-emotion-globals]')?.getAttribute('data-emotion-globals')?.split(' ') ?? [];
  for (const name of globals.filter(Boolean)) {
    cache.inserted[name] = true;
    for (let root = 0; root < roots; root += 1) {
      const tag = document.createElement('style');
      tag.setAttribute('data-emotion', `${EMOTION_KEY}-global ${name}`);
      document.head.appendChild(tag);
    }
  }
  const prefix = `${EMOTION_KEY}-`;
  for (const island of islands) {
    for (const element of island.querySelectorAll('[class]')) {
      for (const name of element.classList) if (name.startsWith(prefix)) cache.inserted[name.slice(prefix.length)] = true;
    }
  }
}

function readProps(element: Element): Record<string, unknown> {
  try {
    return JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * Starts a prerendered public page's JavaScript (entry-client.ts calls it at the visitor's first
 * act): each island (the navbar, the forms, the quick scan's dialog) hydrates on a React root of
 * its own, and the overlays (survey, popups, chat, banner, toasts) render on one more root at the
 * end of <body>. Everything else on the page stays the prerendered HTML (docs/architecture.md,
 * "Public-site speed"). The promise resolves when the islands have hydrated.
 */
export async function startIslands(): Promise<void> {
  const cache = createCache({ key: EMOTION_KEY });
  const withProviders = (children: ReactNode) => (
    <CacheProvider value={cache}>
      <IslandProviders>{children}</IslandProviders>
    </CacheProvider>
  );

  const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  // The islands and the overlays' root.
  adoptPrerenderedStyles(cache, islands, islands.length + 1);
  const overlays = document.createElement('div');
  overlays.setAttribute(REACT_ROOT_ATTRIBUTE, '');
  document.body.appendChild(overlays);
  createRoot(overlays).render(
    withProviders(
      <>
        <Toaster />
        <CaptureLoader />
        <LazyEngagementLayer loadProofCases={loadProofCases} />
      </>,
    ),
  );

  await Promise.all(
    islands.map(async (element) => {
      const name = element.getAttribute(ISLAND_ATTRIBUTE);
      if (!isIslandName(name)) return console.error(`Unknown island ${name}`);
      const Island = await islandLoaders[name]();
      element.setAttribute(REACT_ROOT_ATTRIBUTE, '');
      hydrateRoot(element, withProviders(<Island {...readProps(element)} />), { onRecoverableError });
    }),
  );
}
