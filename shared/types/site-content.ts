import type { Language } from '../constants';
import type { WorkingDay } from './availability';
import type { SellerNationalAddress } from './invoice';

/** One text per language. */
export type Localized<T> = Record<Language, T>;

export interface HeroContent {
  /** The typewriter cycles through these, in order. */
  headlines: string[];
  subtitle: string;
  description: string;
}

/** Each a full https:// link, or '#' while the company has none (the spec's placeholder). */
export interface SocialLinks {
  facebook: string;
  twitter: string;
  instagram: string;
  linkedin: string;
}

/**
 * The company's legal identity (E-Commerce Law art. 6; VAT Implementing Regulations art. 53): shown in
 * the site's footer and on every quote and invoice; and the VAT rate of new quotes and invoices.
 */
export interface InvoicingSettings {
  /** The seller's name as registered, in Latin script: the English side of documents. */
  legalName: string;
  /** The registered Arabic name: the Arabic side of documents, and the QR code's seller name. */
  arabicLegalName: string;
  /** 15 digits (first and last a 3); '' until an admin sets it, and no invoice is issued before. */
  vatNumber: string;
  /** Commercial registration number, 10 digits; '' until an admin sets it. */
  crNumber: string;
  /** The national address; every part '' until an admin sets it (then every part is required). */
  nationalAddress: SellerNationalAddress;
  /** Percent, at most two decimals; every quote and invoice keeps the rate it was issued with. */
  vatRatePercent: number;
}

/**
 * The public site's company texts and details, edited by an admin (dashboard "Content" screen) and
 * read by the public pages: GET /Content (anyone), PUT /Content (Admin, the whole document).
 */
export interface SiteContent {
  /** Shown as written; link with telHref(). */
  companyPhone: string;
  /** International format (+966 ...); link with whatsappHref(). */
  whatsappNumber: string;
  infoEmail: string;
  officeAddress: Localized<string>;
  socialLinks: SocialLinks;
  hero: Localized<HeroContent>;
  /** Paragraphs separated by a blank line. */
  aboutStory: Localized<string>;
  invoicing: InvoicingSettings;
}

/** GET /Content's result: the document plus when an admin last saved it (null: still the defaults). */
export interface SiteContentRecord extends SiteContent {
  updatedAt: string | null;
  /**
   * The company's week as the availability sets it (PUT /Availability/working-hours): the one source
   * of the business hours every page shows and the booking calendar offers (issue 32 item 5). Read
   * only here; a PUT /Content does not change it.
   */
  workingHours: WorkingDay[];
}
