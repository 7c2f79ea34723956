/** The dashboard shell's entry for the features' admin screens: what they may use of the frame. */
export { dashboardApi, useDashboardStatsQuery } from './dashboard-api';
export { initialsOf } from './shell/user-menu';
