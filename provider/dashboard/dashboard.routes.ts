import { defineRoutes } from '../http/route';
import { dashboardStats } from './dashboard.repository';

export const dashboardRoutes = defineRoutes([
  {
    method: 'get',
    path: '/Dashboard/stats',
    access: 'admin',
    tag: 'Dashboard',
    summary: "The admin overview's figures and recent activity",
    description:
      'Counts, the average rating, bookings this month against last month (company time, Asia/Riyadh) and the five newest bookings, messages and ratings. revenue is the sum of the totals (VAT included) of paid invoices (SAR).',
    returns: { schema: 'DashboardStats' },
    async handle(ctx) {
      return { result: await dashboardStats(ctx.app.db) };
    },
  },
]);
