/**
 * Every route of the product: `path` is the router pattern, `getHref` builds a link. Links are
 * written as `paths.x.getHref()`, never as string literals, so a renamed route cannot leave a dead
 * link behind. This module imports nothing, so every feature may import it.
 */
export const CASE_SLUGS = [
  'dakdekker-leads',
  'loodgieter-leads',
  'schilder-leads',
  'stukadoor-leads',
  'isolatie-leads',
  'gevel-leads',
  'steiger-leads',
  'lekkage-spoed',
  'stroom-spoed',
] as const;

export type CaseSlug = (typeof CASE_SLUGS)[number];

const fixed = <P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  home: {
    ...fixed('/'),
    pricingSection: { getHref: () => '/#pricing' },
    contactSection: { getHref: () => '/#contact' },
  },
  about: fixed('/over-ons'),
  pricing: fixed('/tarieven'),
  contact: fixed('/contact'),
  services: {
    googleAds: fixed('/diensten/google-ads'),
    facebookAds: fixed('/diensten/facebook-ads'),
    conversionOptimisation: fixed('/diensten/conversie-optimalisatie'),
    websiteBuilding: fixed('/diensten/website-bouwen'),
  },
  results: fixed('/resultaten'),
  privacy: fixed('/privacy'),
  terms: fixed('/algemene-voorwaarden'),
  caseStudy: {
    path: '/resultaten/:slug',
    getHref: (slug: CaseSlug) => `/resultaten/${slug}`,
  },
  /** A lead's own call, reached by the secret link in its e-mails (rendered in the browser, not indexed). */
  appointment: {
    path: '/afspraak/:token',
    getHref: (token: string) => `/afspraak/${encodeURIComponent(token)}`,
  },
  admin: {
    /** Everything under /admin belongs to the admin entry, which has its own routes inside. */
    root: { path: '/admin/*', getHref: () => '/admin' },
    login: fixed('/admin/login'),
    dashboard: fixed('/admin/dashboard'),
    pipeline: fixed('/admin/pipeline'),
    leads: fixed('/admin/leads'),
    lead: {
      path: '/admin/leads/:id',
      getHref: (id: string) => `/admin/leads/${encodeURIComponent(id)}`,
    },
    surveys: fixed('/admin/surveys'),
    agenda: fixed('/admin/agenda'),
    conversions: fixed('/admin/conversies'),
    rendement: fixed('/admin/rendement'),
    team: fixed('/admin/team'),
    apiTokens: fixed('/admin/api-tokens'),
    audit: fixed('/admin/audit'),
    account: fixed('/admin/account'),
    webhooks: fixed('/admin/webhooks'),
    outgoingMessages: fixed('/admin/berichten'),
  },
} as const;
