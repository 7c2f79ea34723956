import type { DurationUnit } from '../constants';
import type { Partner } from './partner';
import type { Rating, RatingAverage } from './rating';

export interface ServiceFile {
  id: number;
  fileUrl: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** A question clients ask about a service, and its answer, in both languages (the service page shows the reader's). */
export interface Faq {
  question: string;
  answer: string;
  arabicQuestion: string;
  arabicAnswer: string;
}

/** What an admin writes on the service form (spec 5.8, with its FAQs); files, partners and ratings have their own ways in. */
export interface ServiceFields {
  title: string;
  arabicTitle: string;
  description: string;
  arabicDescription: string;
  details: string[];
  arabicDetails: string[];
  durationMin: number;
  durationMax: number;
  durationUnit: DurationUnit;
  price: number;
  faqs: Faq[];
}

export interface Service extends ServiceFields {
  id: number;
  files: ServiceFile[];
  partnerDtos: Partner[];
  /**
   * Its newest ratings, newest first, at most SERVICE_LATEST_RATINGS: the reviews its page shows.
   * All of them are read a page at a time from GET /Rates/get-all?serviceId=, and counted in `rating`.
   */
  rateDtos: Rating[];
  /** The average and number of all its ratings. */
  rating: RatingAverage;
  /** When an admin archived it (gone from the site and new bookings, kept in every record); null while live. */
  archivedAt: string | null;
}
