import { matchPath } from 'react-router-dom';
import { canonicalPath } from '../lib/seo/head';
import { lazyPage, type LazyPage } from '../lib/lazyPage';
import { CASE_SLUGS, paths, type CaseSlug } from '../lib/paths';
import { caseStorySource, loadCaseStory } from '../site/content/caseStoryLoader';

/**
 * The public route table: the router, the prerender, the sitemap and the client's first render
 * all read it. Adding a page = one entry here (plus its page component and content record).
 */
export interface PublicRoute {
  /** Router pattern, from `paths`. */
  path: string;
  page: LazyPage;
  /**
   * The concrete URLs to prerender and list in sitemap.xml, for patterns with parameters
   * (e.g. the nine case pages). Defaults to `[path]`.
   */
  urls?: () => readonly string[];
  /**
   * Data a URL of this route renders from that lives in its own chunk (a case record): loaded
   * before the first render like the page's chunk, and named by its source module so the
   * prerender can add it to the page's modulepreloads.
   */
  data?: { load: (pathname: string) => Promise<unknown>; sources: (pathname: string) => readonly string[] };
}

export const publicRoutes: readonly PublicRoute[] = [
  { path: paths.home.path, page: lazyPage(() => import('../site/home/HomePage').then((m) => m.HomePage)) },
  { path: paths.services.googleAds.path, page: lazyPage(() => import('../site/services/GoogleAdsPage').then((m) => m.GoogleAdsPage)) },
  {
    path: paths.services.facebookAds.path,
    page: lazyPage(() => import('../site/services/FacebookAdsPage').then((m) => m.FacebookAdsPage)),
  },
  {
    path: paths.services.conversionOptimisation.path,
    page: lazyPage(() => import('../site/services/ConversionOptimisationPage').then((m) => m.ConversionOptimisationPage)),
  },
  {
    path: paths.services.websiteBuilding.path,
    page: lazyPage(() => import('../site/services/WebsiteBuildingPage').then((m) => m.WebsiteBuildingPage)),
  },
  { path: paths.about.path, page: lazyPage(() => import('../site/about/AboutPage').then((m) => m.AboutPage)) },
  { path: paths.pricing.path, page: lazyPage(() => import('../site/pricing/PricingPage').then((m) => m.PricingPage)) },
  { path: paths.contact.path, page: lazyPage(() => import('../site/contact/ContactPage').then((m) => m.ContactPage)) },
  { path: paths.results.path, page: lazyPage(() => import('../site/results/ResultsPage').then((m) => m.ResultsPage)) },
  { path: paths.privacy.path, page: lazyPage(() => import('../site/legal/PrivacyPage').then((m) => m.PrivacyPage)) },
  { path: paths.terms.path, page: lazyPage(() => import('../site/legal/TermsPage').then((m) => m.TermsPage)) },
  {
    path: paths.caseStudy.path,
    page: lazyPage(() => import('../site/results/CaseStudyPage').then((m) => m.CaseStudyPage)),
    urls: () => CASE_SLUGS.map((slug) => paths.caseStudy.getHref(slug)),
    data: {
      load: (pathname) => loadCaseStory(caseSlugOf(pathname)),
      sources: (pathname) => [caseStorySource(caseSlugOf(pathname))],
    },
  },
];

export const notFoundPage = lazyPage(() => import('../site/not-found/NotFoundPage').then((m) => m.NotFoundPage));

/** The admin panel is one lazily loaded entry with its own routes; public pages never load it. */
export const adminEntry = lazyPage(() => import('../admin/AdminEntry').then((m) => m.AdminEntry));

/** A lead's call (/afspraak/<token>): rendered in the browser from the shell, like the admin panel. */
export const appointmentPage = lazyPage(() => import('../capture/booking/AppointmentPage').then((m) => m.AppointmentPage));

/** Every public URL, in route-table order: what the prerender writes and the sitemap lists. */
export function publicUrls(): string[] {
  return publicRoutes.flatMap((route) => route.urls?.() ?? [route.path]);
}

function caseSlugOf(pathname: string): CaseSlug {
  return matchPath(paths.caseStudy.path, canonicalPath(pathname))?.params.slug as CaseSlug;
}

/** The public route that serves a path, if any (parameterised routes only for the URLs they list). */
function publicRouteFor(pathname: string): PublicRoute | undefined {
  const route = publicRoutes.find((candidate) => matchPath(candidate.path, pathname));
  return route && routeHasUrl(route, pathname) ? route : undefined;
}

/**
 * Loads everything the first render of `pathname` needs (the page's chunk and its data), so that
 * hydration renders exactly what the prerender did, without suspending.
 */
export function preloadPath(pathname: string): Promise<unknown> {
  const data =
    matchPath(paths.admin.root.path, pathname) || matchPath(paths.appointment.path, pathname) ? undefined : publicRouteFor(pathname)?.data;
  return Promise.all([pageFor(pathname).preload(), data?.load(pathname)]);
}

/** The page the router will render for a path (the client preloads it before the first render). */
export function pageFor(pathname: string): LazyPage {
  if (matchPath(paths.admin.root.path, pathname)) return adminEntry;
  if (matchPath(paths.appointment.path, pathname)) return appointmentPage;
  return publicRouteFor(pathname)?.page ?? notFoundPage;
}

/** A parameterised route serves only the URLs it lists: `/resultaten/onbekend` is not found. */
export function routeHasUrl(route: PublicRoute, pathname: string): boolean {
  return !route.urls || route.urls().includes(canonicalPath(pathname));
}
