import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import { dashboardPaths, mayOpenScreen, screenAccessOf } from '../../dashboard-paths';
import type { Role } from '../../../shared/constants';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import DesignServicesOutlinedIcon from '@mui/icons-material/DesignServicesOutlined';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import QrCode2OutlinedIcon from '@mui/icons-material/QrCode2Outlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import StarOutlineIcon from '@mui/icons-material/StarBorder';
import { paths } from '../../paths';

export interface DashboardNavItem {
  to: string;
  /** common:pages.* — the same text is the screen's title. */
  titleKey: string;
  icon: SvgIconComponent;
}

/** The side navigation of spec 2.14, plus the content and blog screens, in the spec's order. */
export const DASHBOARD_NAV: readonly DashboardNavItem[] = [
  { to: paths.dashboard, titleKey: 'pages.dashboard', icon: DashboardOutlinedIcon },
  { to: dashboardPaths.employees, titleKey: 'pages.dashboardEmployees', icon: BadgeOutlinedIcon },
  { to: dashboardPaths.services, titleKey: 'pages.dashboardServices', icon: DesignServicesOutlinedIcon },
  { to: dashboardPaths.bookings, titleKey: 'pages.dashboardBookings', icon: EventNoteOutlinedIcon },
  { to: dashboardPaths.calendar, titleKey: 'pages.dashboardCalendar', icon: CalendarMonthOutlinedIcon },
  { to: dashboardPaths.availability, titleKey: 'pages.dashboardAvailability', icon: ScheduleOutlinedIcon },
  { to: dashboardPaths.quotes, titleKey: 'pages.dashboardQuotes', icon: ReceiptLongOutlinedIcon },
  { to: dashboardPaths.invoices, titleKey: 'pages.dashboardInvoices', icon: RequestQuoteOutlinedIcon },
  { to: dashboardPaths.payments, titleKey: 'pages.dashboardPayments', icon: PaymentsOutlinedIcon },
  { to: dashboardPaths.finance, titleKey: 'pages.dashboardFinance', icon: AccountBalanceWalletOutlinedIcon },
  { to: dashboardPaths.eInvoicing, titleKey: 'pages.dashboardEInvoicing', icon: QrCode2OutlinedIcon },
  { to: dashboardPaths.ratings, titleKey: 'pages.dashboardRates', icon: StarOutlineIcon },
  { to: dashboardPaths.messages, titleKey: 'pages.dashboardMessages', icon: MailOutlineIcon },
  { to: dashboardPaths.users, titleKey: 'pages.dashboardUsers', icon: GroupOutlinedIcon },
  { to: dashboardPaths.content, titleKey: 'pages.dashboardContent', icon: EditNoteOutlinedIcon },
  { to: dashboardPaths.blog, titleKey: 'pages.dashboardBlog', icon: ArticleOutlinedIcon },
  { to: dashboardPaths.audit, titleKey: 'pages.dashboardAudit', icon: HistoryOutlinedIcon },
  { to: dashboardPaths.dataRequests, titleKey: 'pages.dashboardDataRequests', icon: GavelOutlinedIcon },
  { to: dashboardPaths.profile, titleKey: 'pages.dashboardProfile', icon: ManageAccountsOutlinedIcon },
  { to: dashboardPaths.settings, titleKey: 'pages.dashboardSettings', icon: SettingsOutlinedIcon },
];

/** The entries a user with these roles may open (issue 28): the provider refuses the others anyway. */
export const navFor = (roles: readonly Role[]): readonly DashboardNavItem[] => DASHBOARD_NAV.filter((item) => mayOpenScreen(roles, screenAccessOf(item.to)));

/** The overview is active only on /dashboard itself; every other entry also for the pages below it. */
export function isDashboardNavActive(itemPath: string, pathname: string): boolean {
  const current = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (itemPath === paths.dashboard) return current === paths.dashboard;
  return current === itemPath || current.startsWith(`${itemPath}/`);
}

export interface Crumb {
  titleKey: string;
  /** Absent for the current page. */
  to?: string;
}

/** Dashboard › Section (› Sub-page): the top bar's breadcrumb for a dashboard address. */
export function breadcrumbsFor(pathname: string): Crumb[] {
  const current = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (current === paths.dashboard) return [{ titleKey: 'pages.dashboard' }];
  const crumbs: Crumb[] = [{ titleKey: 'pages.dashboard', to: paths.dashboard }];
  const section = DASHBOARD_NAV.find((item) => item.to !== paths.dashboard && isDashboardNavActive(item.to, current));
  if (!section) return crumbs;
  if (current === section.to) return [...crumbs, { titleKey: section.titleKey }];
  crumbs.push({ titleKey: section.titleKey, to: section.to });
  if (current === dashboardPaths.createQuote) crumbs.push({ titleKey: 'pages.dashboardCreateQuote' });
  else if (current === dashboardPaths.policies) crumbs.push({ titleKey: 'pages.dashboardPolicies' });
  else if (current === dashboardPaths.blogNew) crumbs.push({ titleKey: 'pages.dashboardBlogNew' });
  else if (section.to === dashboardPaths.blog) crumbs.push({ titleKey: 'pages.dashboardBlogEdit' });
  return crumbs;
}
