import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router-dom';
import type { ApolloClient } from '@apollo/client';
import { paths } from '../lib/paths';
import { prefetchLeadList } from './leads/prefetchLeadList';
import { prefetchBoard } from './pipeline/prefetchBoard';

/**
 * THE admin route table: every page of the panel, each in its own lazily loaded chunk. Adding a
 * page = its path in lib/paths.ts, a `<Name>Page.tsx` in its feature folder, and one row here;
 * the guard, layout, live updates and error boundary come with it.
 */
export interface AdminRoute {
  /** Router pattern from `paths.admin` (absolute, e.g. '/admin/leads/:id'). */
  path: string;
  page: PreloadablePage;
  /**
   * Starts the page's main query beside the login check, for a page whose data is the longest wait
   * (it must send exactly what the page's own query sends, so that the two share one request).
   */
  prefetch?: (client: ApolloClient, params: URLSearchParams) => void;
}

/** A lazily loaded page whose chunk can be asked for before it renders (see preloadPageFor). */
export type PreloadablePage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

const page = (load: () => Promise<ComponentType>): PreloadablePage => {
  // One download shared by preload() and the first render; a failed one may be tried again.
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(lazy(preload), { preload });
};

const dashboardPage = page(() => import('./dashboard/DashboardPage').then((m) => m.DashboardPage));

/** Guarded pages, inside the sidebar layout. */
export const adminRoutes: readonly AdminRoute[] = [
  { path: '/admin', page: dashboardPage },
  { path: paths.admin.dashboard.path, page: dashboardPage },
  {
    path: paths.admin.pipeline.path,
    page: page(() => import('./pipeline/PipelinePage').then((m) => m.PipelinePage)),
    prefetch: prefetchBoard,
  },
  {
    path: paths.admin.leads.path,
    page: page(() => import('./leads/LeadsPage').then((m) => m.LeadsPage)),
    prefetch: prefetchLeadList,
  },
  { path: paths.admin.lead.path, page: page(() => import('./leads/LeadProfilePage').then((m) => m.LeadProfilePage)) },
  { path: paths.admin.surveys.path, page: page(() => import('./surveys/SurveysPage').then((m) => m.SurveysPage)) },
  { path: paths.admin.agenda.path, page: page(() => import('./booking/AgendaPage').then((m) => m.AgendaPage)) },
  {
    path: paths.admin.conversions.path,
    page: page(() => import('./conversions/ConversionsPage').then((m) => m.ConversionsPage)),
  },
  { path: paths.admin.rendement.path, page: page(() => import('./ad-spend/RendementPage').then((m) => m.RendementPage)) },
  { path: paths.admin.team.path, page: page(() => import('./team/TeamPage').then((m) => m.TeamPage)) },
  { path: paths.admin.apiTokens.path, page: page(() => import('./api-tokens/ApiTokensPage').then((m) => m.ApiTokensPage)) },
  { path: paths.admin.audit.path, page: page(() => import('./audit/AuditLogPage').then((m) => m.AuditLogPage)) },
  { path: paths.admin.account.path, page: page(() => import('./account/AccountPage').then((m) => m.AccountPage)) },
  { path: paths.admin.webhooks.path, page: page(() => import('./webhooks/WebhooksPage').then((m) => m.WebhooksPage)) },
  {
    path: paths.admin.outgoingMessages.path,
    page: page(() => import('./notifications/OutgoingMessagesPage').then((m) => m.OutgoingMessagesPage)),
  },
];

/** The one page outside the guard. */
export const loginRoute: AdminRoute = {
  path: paths.admin.login.path,
  page: page(() => import('./login/LoginPage').then((m) => m.LoginPage)),
};

const routeAt = (pathname: string): AdminRoute | undefined => {
  const path = pathname.replace(/\/+$/, '') || '/';
  return [loginRoute, ...adminRoutes].find((candidate) => matchPath({ path: candidate.path, end: true }, path));
};

/**
 * Starts downloading the chunk of the page at `pathname` (absolute, e.g. '/admin/pipeline') without
 * rendering it, so it arrives while the guard still waits for the login check instead of after it.
 * A signed-out visitor downloads a chunk it will not see: a small cost next to a whole round trip
 * saved on every signed-in visit. Unknown paths preload nothing.
 */
export function preloadPageFor(pathname: string): void {
  void routeAt(pathname)
    ?.page.preload()
    .catch(() => undefined); // the render shows the error when it asks again
}

/**
 * Starts the main query of the page at `pathname` (with the URL's `search`) when its route prefetches (see `prefetch`), so
 * the data too arrives while the guard waits. A signed-out visitor is refused it (and shown nothing).
 */
export function prefetchDataFor(pathname: string, search: string, client: ApolloClient): void {
  routeAt(pathname)?.prefetch?.(client, new URLSearchParams(search));
}

/** The admin entry is mounted at /admin/*, so its own routes are relative to /admin. */
export function relativeToAdmin(path: string): string {
  return path.replace(/^\/admin\/?/, '');
}
