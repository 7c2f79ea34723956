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
  createdAt: string;
}

export interface RatingInput {
  value: number;
  comment: string;
  serviceId: number;
  clientId: number;
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
