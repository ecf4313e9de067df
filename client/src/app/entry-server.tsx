import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { StaticRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { App } from './App';
import { buildHeadTags, HEAD_TAG_MARKER, renderHeadTags, type PageMeta } from '../lib/seo/head';
import { SeoCollectorContext, type SeoCollector } from '../lib/seo/Seo';
import { NOT_FOUND_MARKER, PRERENDERED_ATTRIBUTE } from './prerenderAttribute';
import { notFoundPage, pageFor, preloadPath, publicUrls } from './routes';
import { company } from '../lib/company';
import { paths } from '../lib/paths';

/**
 * The prerender's side of the app (built with `vite build --ssr`, run by scripts/prerender.mjs).
 * Everything the prerender writes comes from the route table: pages, sitemap.xml, robots.txt.
 */
export { publicUrls };

/** A path no route matches: rendering it gives the not-found page. */
export const NOT_FOUND_RENDER_PATH = '/__niet-gevonden__';

export interface NamedCss {
  name: string;
  css: string;
}

export interface RenderedPage {
  /** The app's markup for inside #root. */
  html: string;
  /** Title, meta, canonical, Open Graph and JSON-LD tags for the head. */
  head: string;
  /**
   * The page's Emotion (Chakra) styles, by name: the prerender merges those of every page into one
   * stylesheet (global styles first, in their order, then the component styles).
   */
  styles: { globals: readonly NamedCss[]; components: readonly NamedCss[] };
  /** Attribute for the #root element (which path the markup belongs to). */
  rootAttributes: string;
  meta: PageMeta;
}

export async function preloadAll(): Promise<void> {
  await Promise.all([...publicUrls().map((url) => preloadPath(url)), notFoundPage.preload()]);
}

/** Renders one public URL (or NOT_FOUND_RENDER_PATH). Call preloadAll() first. */
export function renderPage(url: string, siteUrl: string): RenderedPage {
  const collector: SeoCollector = { meta: null };
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  // Emotion's documented extraction (docs/architecture.md, "Public-site speed"): with a cache of our
  // own the markup carries no <style> tags, and the styles the page uses come out by name (the
  // cache keeps each name's rules), global styles in their own chunks.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <SeoCollectorContext.Provider value={collector}>
        <App router={Router} />
      </SeoCollectorContext.Provider>
    </CacheProvider>,
  );
  if (!collector.meta) throw new Error(`The page for ${url} rendered no <Seo>: every page needs its title and description.`);
  const marker = url === NOT_FOUND_RENDER_PATH ? NOT_FOUND_MARKER : url;
  if (!pageFor(url).componentName()) throw new Error(`The page for ${url} was not preloaded`);
  return {
    html,
    head: renderHeadTags(buildHeadTags(collector.meta, siteUrl, url)),
    styles: pageStyles(emotion.extractCriticalToChunks(html).styles, cache.inserted),
    rootAttributes: `${PRERENDERED_ATTRIBUTE}="${marker}"`,
    meta: collector.meta,
  };
}

function pageStyles(
  chunks: readonly { key: string; ids: readonly string[]; css: string }[],
  inserted: Record<string, string | true | undefined>,
): RenderedPage['styles'] {
  const named = (name: string): NamedCss => {
    const css = inserted[name];
    if (typeof css !== 'string') throw new Error(`Emotion's cache has no rules for ${name}`);
    return { name, css };
  };
  return {
    globals: chunks.filter((chunk) => chunk.key.endsWith('-global')).flatMap((chunk) => chunk.ids.map(named)),
    components: chunks.filter((chunk) => !chunk.key.endsWith('-global')).flatMap((chunk) => chunk.ids.map(named)),
  };
}

/** The admin panel renders in the browser only, and search engines stay out. */
export function adminShellHead(): string {
  // Marked like page head tags, so the admin's own <Seo> replaces rather than duplicates it.
  return `<title>Beheer | ${company.name}</title>\n    <meta name="robots" content="noindex, nofollow" ${HEAD_TAG_MARKER}>`;
}

export function sitemapXml(siteUrl: string): string {
  const entries = publicUrls()
    .map((url) => `  <url><loc>${siteUrl}${url}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  const admin = paths.admin.root.getHref();
  return `User-agent: *\nDisallow: ${admin}\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
