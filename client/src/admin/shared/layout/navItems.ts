import type { LucideIcon } from 'lucide-react';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Kanban from 'lucide-react/icons/square-kanban';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Users from 'lucide-react/icons/users';
import Target from 'lucide-react/icons/target';
import UserCog from 'lucide-react/icons/user-cog';
import KeyRound from 'lucide-react/icons/key-round';
import ScrollText from 'lucide-react/icons/scroll-text';
import CircleUser from 'lucide-react/icons/circle-user';
import Webhook from 'lucide-react/icons/webhook';
import Mail from 'lucide-react/icons/mail';
import CalendarDays from 'lucide-react/icons/calendar-days';
import TrendingUp from 'lucide-react/icons/trending-up';
import { paths } from '../../../lib/paths';

export interface AdminNavItem {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Whether the item is the current page for `pathname`. */
  isCurrent: (pathname: string) => boolean;
}

const under = (base: string) => (pathname: string) => pathname === base || pathname.startsWith(`${base}/`);

/** The sidebar menu (Dashboard, Pipeline, Leads, Surveys; plus Agenda, Conversies, Rendement, Team, API-tokens, Auditlog, Webhooks, Uitgaande berichten and Mijn account). */
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
  { label: 'Agenda', href: paths.admin.agenda.getHref(), icon: CalendarDays, isCurrent: under(paths.admin.agenda.path) },
  { label: 'Conversies', href: paths.admin.conversions.getHref(), icon: Target, isCurrent: under(paths.admin.conversions.path) },
  { label: 'Rendement', href: paths.admin.rendement.getHref(), icon: TrendingUp, isCurrent: under(paths.admin.rendement.path) },
  { label: 'Team', href: paths.admin.team.getHref(), icon: UserCog, isCurrent: under(paths.admin.team.path) },
  { label: 'API-tokens', href: paths.admin.apiTokens.getHref(), icon: KeyRound, isCurrent: under(paths.admin.apiTokens.path) },
  { label: 'Auditlog', href: paths.admin.audit.getHref(), icon: ScrollText, isCurrent: under(paths.admin.audit.path) },
  { label: 'Webhooks', href: paths.admin.webhooks.getHref(), icon: Webhook, isCurrent: under(paths.admin.webhooks.path) },
  {
    label: 'Uitgaande berichten',
    href: paths.admin.outgoingMessages.getHref(),
    icon: Mail,
    isCurrent: under(paths.admin.outgoingMessages.path),
  },
  { label: 'Mijn account', href: paths.admin.account.getHref(), icon: CircleUser, isCurrent: under(paths.admin.account.path) },
];
