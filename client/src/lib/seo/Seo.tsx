import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { applyHeadTags, buildHeadTags, type PageMeta } from './head';

/** Filled while prerendering: the page's meta goes into the HTML head the prerender writes. */
export interface SeoCollector {
  meta: PageMeta | null;
}

export const SeoCollectorContext = createContext<SeoCollector | null>(null);

let cachedOrigin: string | undefined;

/**
 * SITE_URL as the server served it: the canonical link of the page the visitor landed on (the
 * server rewrites it to its own SITE_URL). Pages without one (not-found, admin) fall back to the
 * address bar's origin.
 */
function siteOrigin(): string {
  if (cachedOrigin) return cachedOrigin;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  cachedOrigin = canonical ? new URL(canonical.href).origin : window.location.origin;
  return cachedOrigin;
}

/**
 * Every page renders exactly one <Seo>: the prerender puts it into the HTML head, and in the
 * browser it replaces the head tags on client-side navigation.
 */
export function Seo(meta: PageMeta) {
  const collector = useContext(SeoCollectorContext);
  const { pathname } = useLocation();
  if (collector) collector.meta = meta;
  const key = JSON.stringify(meta);
  useEffect(() => {
    applyHeadTags(buildHeadTags(JSON.parse(key) as PageMeta, siteOrigin(), pathname));
  }, [key, pathname]);
  return null;
}
