import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { paths } from '../app/paths';

/**
 * THE admin route table: every page of the panel, each in its own lazily loaded chunk. Adding a
 * page = its path in app/paths.ts, a `<Name>Page.tsx` in its feature folder, and one row here;
 * the guard, layout, live updates and error boundary come with it.
 */
export interface AdminRoute {
  /** Router pattern from `paths.admin` (absolute, e.g. '/admin/leads/:id'). */
  path: string;
  page: LazyExoticComponent<ComponentType>;
}

const page = (load: () => Promise<ComponentType>) => lazy(() => load().then((component) => ({ default: component })));

const dashboardPage = page(() => import('./dashboard/DashboardPage').then((m) => m.DashboardPage));

/** Guarded pages, inside the sidebar layout. */
export const adminRoutes: readonly AdminRoute[] = [
  { path: '/admin', page: dashboardPage },
  { path: paths.admin.dashboard.path, page: dashboardPage },
  { path: paths.admin.pipeline.path, page: page(() => import('./pipeline/PipelinePage').then((m) => m.PipelinePage)) },
  { path: paths.admin.leads.path, page: page(() => import('./leads/LeadsPage').then((m) => m.LeadsPage)) },
  { path: paths.admin.lead.path, page: page(() => import('./leads/LeadProfilePage').then((m) => m.LeadProfilePage)) },
  { path: paths.admin.surveys.path, page: page(() => import('./surveys/SurveysPage').then((m) => m.SurveysPage)) },
];

/** The one page outside the guard. */
export const loginRoute: AdminRoute = {
  path: paths.admin.login.path,
  page: page(() => import('./login/LoginPage').then((m) => m.LoginPage)),
};

/** The admin entry is mounted at /admin/*, so its own routes are relative to /admin. */
export function relativeToAdmin(path: string): string {
  return path.replace(/^\/admin\/?/, '');
}
