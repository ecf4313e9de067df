import { createRoot, hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import type { ReactNode } from 'react';
import { CaptureLoader } from '../capture/CaptureLoader';
import { hasOpenRequest, onOpenRequest } from '../capture/tracking/clickTracking';
import { isCaptureModalOpen, onCaptureModalChange } from '../lib/captureModalState';
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
 * act): each island hydrates on a React root of its own, and the overlays (quick scan, survey,
 * popups, chat, banner, toasts) render on one more root at the end of <body>. Everything else on
 * the page stays the prerendered HTML (docs/architecture.md, "Public-site speed").
 */
/** Longest the islands wait for a requested quick scan to show before they hydrate anyway. */
const QUICK_SCAN_FIRST_MS = 3000;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Resolves once the quick scan is on screen (and painted), or after `QUICK_SCAN_FIRST_MS`: a call
 * to action tapped right after load must not wait for the navbar and forms to download, run and
 * hydrate first (docs/architecture.md, "Public-site speed").
 */
function afterQuickScanShows(): Promise<void> {
  return new Promise((resolve) => {
    let stop = () => {};
    const done = () => {
      clearTimeout(timer);
      stop();
      void nextFrame().then(resolve);
    };
    const timer = setTimeout(done, QUICK_SCAN_FIRST_MS);
    if (isCaptureModalOpen()) return done();
    stop = onCaptureModalChange((open) => open && done());
  });
}

/**
 * Starts a prerendered public page's JavaScript (entry-client.ts calls it at the visitor's first
 * act): the overlays (quick scan, survey, popups, chat, banner, toasts) render on a root of their
 * own at the end of <body>, and each island hydrates on a React root of its own. Everything else
 * on the page stays the prerendered HTML (docs/architecture.md, "Public-site speed"). The overlays
 * come first; when the visitor tapped a call to action, the islands are fetched and hydrated only
 * once the quick scan shows, so the dialog does not wait for them. The promise resolves when the
 * islands have hydrated.
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
  // Asked before this ran (the entry recorded the click), or in the frame below.
  let asked = hasOpenRequest();
  const stopAsking = onOpenRequest(() => {
    asked = true;
  });

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

  // A tap starts the scripts at its first touch (or the mouse's first move), just before its click:
  // one frame lets that click arrive before deciding whether the quick scan goes first.
  await nextFrame();
  stopAsking();
  if (asked) await afterQuickScanShows();

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
