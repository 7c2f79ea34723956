export interface Rating {
  id: number;
  value: number;
  comment: string;
  clientName: string;
  clientId: number;
  serviceId: number;
  serviceTitle: string;
  /** The service's Arabic title, shown on Arabic pages. */
  serviceArabicTitle: string;
  /** Made by a client after a completed booking of the service ("verified client"); ratings from before verification are false. */
  verified: boolean;
  createdAt: string;
}

export interface RatingInput {
  value: number;
  comment: string;
  serviceId: number;
  clientId: number;
  /** The completed booking rated; when missing, the client's oldest completed booking of the service not yet rated. */
  bookingId?: number;
}

/** What the signed-in client may rate of one service: their completed bookings of it that no rating reviews yet. */
export interface RatingEligibility {
  serviceId: number;
  bookingIds: number[];
  /** Whether the client has completed bookings of the service at all (all rated when bookingIds is empty). */
  hasCompletedBooking: boolean;
}

/** All of a service's ratings in two figures (spec 2.6): what its card and page show. */
export interface RatingAverage {
  /** Of all its ratings, to one decimal; 0 when it has none. */
  average: number;
  count: number;
}

/** A rated service's figures for the testimonials page. */
export interface ServiceRatingSummary {
  serviceId: number;
  serviceTitle: string;
  serviceArabicTitle: string;
  /** Of all its ratings, to one decimal. */
  average: number;
  count: number;
  /** Ratings with a comment (the ones the testimonials page lists). */
  reviewCount: number;
}
