/**
 * How the visitor came to the site (docs/lead-api.md, "Attribution"): on the first page of a visit
 * the ad and campaign parameters, the external referrer, the landing page and the time are kept in
 * the browser's own storage, and sent only with a lead (createLead's `attribution`). `first` is
 * the first arrival ever kept here, `last` the latest one that came in through parameters or
 * another site (a direct return keeps the last one).
 *
 * Runs at once on every page (app/entry-client.ts), before the app itself starts, so a visitor who
 * leaves the landing page by a link is still noted; the landing URL is read from the navigation
 * entry, which a client-side route change does not alter. Small, and only type imports: it is part
 * of every public page's entry.
 */

/** Query parameters kept, by their name in LeadArrivalInput. */
const PARAMETERS = {
  utm_source: 'source',
  utm_medium: 'medium',
  utm_campaign: 'campaign',
  utm_term: 'term',
  utm_content: 'content',
  gclid: 'gclid',
  gbraid: 'gbraid',
  wbraid: 'wbraid',
  fbclid: 'fbclid',
  msclkid: 'msclkid',
} as const;

type ArrivalField = (typeof PARAMETERS)[keyof typeof PARAMETERS] | 'referrer' | 'landingPage';

/** One arrival, in the shape of LeadArrivalInput (`at` ISO-8601). */
export type Arrival = Partial<Record<ArrivalField, string>> & { at: string };

export interface Attribution {
  first: Arrival;
  last: Arrival;
}

/** Server bounds (LeadArrivalInput), counted in code points as the server counts them. */
const PARAMETER_MAX = 200;
const URL_MAX = 500;
const clip = (text: string, max: number) => Array.from(text.trim()).slice(0, max).join('');

export const STORAGE_KEY = 'vakleads-arrivals';
export const VISIT_KEY = 'vakleads-visit';

/** The arrival `url` (with `referrer`, the previous page) describes; `at` is when the page was opened. */
export function arrivalFrom(url: string, referrer: string, at: Date): Arrival {
  const page = new URL(url);
  const arrival: Arrival = { at: at.toISOString(), landingPage: clip(page.pathname, URL_MAX) };
  for (const [parameter, field] of Object.entries(PARAMETERS)) {
    const value = clip(page.searchParams.get(parameter) ?? '', PARAMETER_MAX);
    if (value) arrival[field] = value;
  }
  try {
    if (referrer && new URL(referrer).host !== page.host) arrival.referrer = clip(referrer, URL_MAX);
  } catch {
    // An unreadable referrer says nothing.
  }
  return arrival;
}

/** True when the arrival says how the visitor came (parameters or another site), not just where. */
export function saysHow(arrival: Arrival): boolean {
  return Object.keys(arrival).some((key) => key !== 'at' && key !== 'landingPage');
}

/**
 * What to keep after `arrival`: a new visit, or a page opened with parameters or from another site,
 * counts; a page opened again within the visit does not.
 */
export function nextAttribution(stored: Attribution | null, arrival: Arrival, newVisit: boolean): Attribution | null {
  if (!newVisit && !saysHow(arrival)) return stored;
  if (!stored) return { first: arrival, last: arrival };
  return saysHow(arrival) ? { first: stored.first, last: arrival } : stored;
}

function read(): Attribution | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as Attribution | null;
    return stored && stored.first && stored.last ? stored : null;
  } catch {
    return null;
  }
}

let recorded = false;

/** Records this page load's arrival, once (storage refused, as in some private modes: nothing kept). */
export function recordArrival(): void {
  if (recorded || typeof window === 'undefined') return;
  recorded = true;
  try {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const arrival = arrivalFrom(navigation?.name || window.location.href, document.referrer, new Date(performance.timeOrigin));
    const newVisit = window.sessionStorage.getItem(VISIT_KEY) === null;
    window.sessionStorage.setItem(VISIT_KEY, '1');
    const next = nextAttribution(read(), arrival, newVisit);
    if (next) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // No storage, no attribution: the lead is created without it.
  }
}

/** What createLead sends: the kept arrivals, or null. */
export function storedAttribution(): Attribution | null {
  recordArrival();
  return typeof window === 'undefined' ? null : read();
}
