import type { ContactMessage } from './contact-message';
import type { Rating } from './rating';
import type { Booking } from './booking';

/** GET /Dashboard/stats: the admin overview's figures, computed by the provider on every call. */
export interface DashboardStats {
  /** Every account, admins included. */
  users: number;
  services: number;
  /** Service requests (bookings) in any status. */
  bookings: number;
  pendingBookings: number;
  completedBookings: number;
  partners: number;
  ratings: number;
  messages: number;
  /** Mean star value of all ratings, two decimals (the UI rounds to one); 0 without ratings. */
  averageRating: number;
  /** Bookings created since the first of this month, company time (Asia/Riyadh). */
  bookingsThisMonth: number;
  bookingsLastMonth: number;
  /** (this month - last month) / last month x 100, one decimal; null when last month had none. */
  bookingGrowthPercent: number | null;
  /** SAR: the sum of the totals (tax included) of every accepted quote. */
  revenue: number;
  /** The five newest of each, newest first. */
  recentActivity: {
    bookings: Booking[];
    messages: ContactMessage[];
    ratings: Rating[];
  };
  /** Where "this month" starts (ISO instant), and when the figures were taken. */
  monthStartsAt: string;
  generatedAt: string;
}
