import type { LucideIcon } from 'lucide-react';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Kanban from 'lucide-react/icons/square-kanban';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Users from 'lucide-react/icons/users';
import { paths } from '../../../lib/paths';

export interface AdminNavItem {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Whether the item is the current page for `pathname`. */
  isCurrent(pathname: string): boolean;
}

const under = (base: string) => (pathname: string) => pathname === base || pathname.startsWith(`${base}/`);

/** The sidebar menu (Dashboard, Pipeline, Leads, Surveys). */
export const adminNavItems: readonly AdminNavItem[] = [
  {
    label: 'Dashboard',
    href: paths.admin.dashboard.getHref(),
    icon: LayoutDashboard,
    isCurrent: (pathname) => pathname === '/admin' || pathname === '/admin/' || under(paths.admin.dashboard.path)(pathname),
  },
  { label: 'Pipeline', href: paths.admin.pipeline.getHref(), icon: Kanban, isCurrent: under(paths.admin.pipeline.path) },
  { label: 'Leads', href: paths.admin.leads.getHref(), icon: Users, isCurrent: under(paths.admin.leads.path) },
  { label: 'Surveys', href: paths.admin.surveys.getHref(), icon: ClipboardList, isCurrent: under(paths.admin.surveys.path) },
];
