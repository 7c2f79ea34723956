/** Business constants of spec section 9: one place, read by server, client and provider. */

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Whether a stored or sent value (a user's language column, say) is one of LANGUAGES. */
export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
export const DEFAULT_LANGUAGE: Language = 'en';
export const RTL_LANGUAGES: readonly Language[] = ['ar'];
export const LOCALE_BY_LANGUAGE: Record<Language, string> = { en: 'en-US', ar: 'ar-SA' };

export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
/** What the visitor chose; 'system' follows prefers-color-scheme. */
export type ThemePreference = ThemeMode | 'system';

/** Cookies that persist the visitor's choices (not secrets; readable by scripts on purpose). */
export const LANGUAGE_COOKIE = 'lang';
/** `?lang=en|ar` in a URL selects the language (and persists it): one URL per page and language. */
export const LANGUAGE_PARAM = 'lang';
export const THEME_COOKIE = 'theme';
export const PREFERENCE_COOKIE_MAX_AGE_DAYS = 365;

export const CURRENCY = 'SAR';

export const SESSION_MAX_AGE_DAYS = 7;

export const MIN_LENGTH = {
  fullName: 2,
  phone: 10,
  registrationPassword: 8,
  loginPassword: 6,
  subject: 3,
  contactDescription: 10,
  bookingDescription: 10,
} as const;

export const BOOKING_DESCRIPTION_MAX = 500;
export const BOOKING_STEPS = 2;

export const URGENCY_LEVELS = ['low', 'medium', 'high'] as const;
export type Urgency = (typeof URGENCY_LEVELS)[number];
export const DEFAULT_URGENCY: Urgency = 'medium';

export const BOOKING_CONTACT_METHODS = ['email', 'phone', 'whatsapp'] as const;
export type BookingContactMethod = (typeof BOOKING_CONTACT_METHODS)[number];
export const DEFAULT_BOOKING_CONTACT_METHOD: BookingContactMethod = 'email';

export const CONTACT_PRIORITIES = ['normal', 'medium', 'urgent'] as const;
export type ContactPriority = (typeof CONTACT_PRIORITIES)[number];
/** A message sent without a priority is a normal one, wherever it is shown (dashboard card, CSV export). */
export const contactPriorityOf = (priorite: ContactPriority | ''): ContactPriority => priorite || 'normal';
export const CONTACT_METHODS = ['gmail', 'phone', 'whatsapp'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

export const DURATION_UNITS = ['Hour', 'Day', 'Week', 'Month'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export const USER_TYPES = { Individual: 1, Business: 2, Organization: 3 } as const;
export type UserType = (typeof USER_TYPES)[keyof typeof USER_TYPES];
export const DEFAULT_USER_TYPE: UserType = 3;

export const ROLES = ['Admin', 'Staff', 'Accountant', 'Client', 'Partner'] as const;
export type Role = (typeof ROLES)[number];
/**
 * The roles that work in the dashboard (issue 28 item 6): Admin owns everything, Staff runs the
 * operations (bookings, calendar, dispatch, messages), Accountant the accounts (quotes, invoices,
 * credit notes, exports). Every one of them signs in with a second step (docs/access.md).
 */
export const STAFF_ROLES = ['Admin', 'Staff', 'Accountant'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];
export const isStaffRole = (role: unknown): role is StaffRole => (STAFF_ROLES as readonly unknown[]).includes(role);
/**
 * The roles an admin gives when making or editing an account by hand: a Partner login is made from
 * its partner record (an invitation on the partner form), never by picking the role.
 */
export const ASSIGNABLE_ROLES = ['Admin', 'Staff', 'Accountant', 'Client'] as const satisfies readonly Role[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/**
 * Where a partner is in one job they were given (issue 27): an admin assigns; the partner accepts or
 * declines, then is on the way, started, done; an admin may withdraw the assignment.
 */
export const ASSIGNMENT_STATUSES = ['assigned', 'accepted', 'declined', 'on_the_way', 'started', 'done', 'withdrawn'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];
/** An assignment in these states no longer gives the partner the booking, nor blocks their time. */
export const ENDED_ASSIGNMENT_STATUSES = ['declined', 'withdrawn'] as const satisfies readonly AssignmentStatus[];
export const LIVE_ASSIGNMENT_STATUSES = ['assigned', 'accepted', 'on_the_way', 'started', 'done'] as const satisfies readonly AssignmentStatus[];

/** How a partner wants to be told of a new job. */
export const PARTNER_NOTIFY_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type PartnerNotifyChannel = (typeof PARTNER_NOTIFY_CHANNELS)[number];

export const HOME_SERVICES_COUNT = 4;
export const HOME_SERVICE_TITLE_MAX = 20;
export const HOME_SERVICE_DESCRIPTION_MAX = 100;
export const HOME_PARTNERS_COUNT = 3;
export const PARTNER_CARD_SERVICE_NAME_MAX = 15;
export const PARTNER_FILTER_BUTTONS = 3;
export const SERVICE_CARD_DETAILS = 3;
export const DASHBOARD_PAGE_SIZE = 6;

/** The Saudi week, Saturday first; keys of common:days. */
export const WEEKDAYS = ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The company's clock: month boundaries of the dashboard figures are taken here. */
export const BUSINESS_TIME_ZONE = 'Asia/Riyadh';

export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const TOP_BAR_SOLID_THRESHOLD_PX = 20;

export const TYPEWRITER = { typeMs: 100, typeMsArabic: 80, pauseMs: 2000, deleteSpeedFactor: 2 } as const;
/**
 * How many of its newest ratings a service carries (rateDtos): its page shows them, the testimonials
 * page lists the rest. All of them would make a list of services grow with every review written.
 */
export const SERVICE_LATEST_RATINGS = 12;
export const PARTNERS_CAROUSEL = { autoplayMs: 3000 } as const;
export const RATINGS_CAROUSEL = { autoplayMs: 4000 } as const;
export const CAROUSEL_BREAKPOINTS = [
  { minWidth: 0, slides: 1, spacing: 30 },
  { minWidth: 640, slides: 2, spacing: 20 },
  { minWidth: 1024, slides: 3, spacing: 30 },
] as const;

export const TOAST = { autoCloseMs: 5000, dragDismissRatio: 0.8, hotkey: 'Alt+T' } as const;
export const PROFILE_FEEDBACK_MS = 3000;

/**
 * The company's figures, one set for every page (the home bands said 100% and 98%). The partner count
 * is not here: the home page counts the partners it lists (client/features/home/home-figures.ts).
 */
export const STATS = {
  satisfactionPercent: 98,
  projects: 500,
  years: 5,
} as const;

/** Statuses of a service request (booking), in lifecycle order. */
export const BOOKING_STATUSES = ['pending', 'in_review', 'quoted', 'in_progress', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const QUOTE_STATUSES = ['pending', 'accepted', 'rejected', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
/** What is stored: 'expired' is never written, it is a pending quote whose valid-until day has passed. */
export const STORED_QUOTE_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type StoredQuoteStatus = (typeof STORED_QUOTE_STATUSES)[number];
/**
 * VAT on new quotes and invoices until an admin sets another rate (site content, invoicing.vatRatePercent):
 * the Saudi standard rate. The spec's 5 % was sample data. Each document keeps the rate it was issued with.
 */
export const DEFAULT_TAX_RATE_PERCENT = 15;
/** Quote numbers are Q-<year>-<sequence>, the sequence restarting each calendar year (company time) and padded to 4 digits. */
export const QUOTE_NUMBER_PREFIX = 'Q';
export const QUOTE_NUMBER_DIGITS = 4;
/** An invoice is issued unpaid and marked paid once, with the payment's day, method and reference. */
export const INVOICE_STATUSES = ['issued', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const PAYMENT_METHODS = ['bank_transfer', 'card', 'cash', 'cheque', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Invoice numbers are INV-<year>-<sequence>, gapless per calendar year (company time), like quote numbers. */
export const INVOICE_NUMBER_PREFIX = 'INV';
export const INVOICE_NUMBER_DIGITS = 4;
/** Credit notes are CRN-<year>-<sequence>, gapless per calendar year in their own series. */
export const CREDIT_NOTE_NUMBER_PREFIX = 'CRN';
export const INVOICE_LIMITS = { paymentReference: 100, creditNoteReason: 500 } as const;
/**
 * The tax documents: a booking's tax invoice (which deducts any advance), an advance-payment invoice
 * (a deposit received against an accepted quote) and a credit note (corrects one of the two after
 * issue). All three are "invoices" in the lists, each numbered, stored and sent alike.
 */
export const INVOICE_KINDS = ['invoice', 'advance', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
/**
 * Standard (ZATCA code 388, subtype 0100000): for a business buyer with a VAT number, whose name,
 * VAT number and national address it prints. Simplified (0200000): for a person.
 */
export const INVOICE_TYPES = ['standard', 'simplified'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
/**
 * Where a tax document stands with ZATCA (Fatoora): not sent (e-invoicing off, or waiting), pending
 * (queued for reporting), reported (simplified), cleared (standard), rejected (ZATCA's errors kept).
 */
export const ZATCA_STATUSES = ['not_sent', 'pending', 'reported', 'cleared', 'rejected'] as const;
export type ZatcaStatus = (typeof ZATCA_STATUSES)[number];
/** Fatoora's three platforms: the developer portal (sandbox), simulation, and production (the core). */
export const ZATCA_ENVIRONMENTS = ['developer-portal', 'simulation', 'production'] as const;
export type ZatcaEnvironment = (typeof ZATCA_ENVIRONMENTS)[number];
/** What stands between the company and e-invoicing being on; each an i18n key under dashboard:zatca.missing. */
export const ZATCA_MISSING = ['sealKey', 'sellerVatNumber', 'sellerCrNumber', 'sellerArabicName', 'sellerAddress', 'egsUnit', 'productionCsid'] as const;
export type ZatcaMissing = (typeof ZATCA_MISSING)[number];
/** User types whose invoices are standard tax invoices when they give a VAT number (Business, Organization). */
export const BUSINESS_USER_TYPES: readonly number[] = [2, 3];
/** The create form proposes a valid-until date this many days ahead. */
export const DEFAULT_QUOTE_VALIDITY_DAYS = 30;
/** The standard terms a quote carries when the admin writes none (the spec's sample quote). */
export const QUOTE_STANDARD_TERMS = { advancePaymentPercent: 50, warrantyDays: 30, cancellationNoticeHours: 48 } as const;
export const QUOTE_LIMITS = {
  items: 50,
  itemName: 200,
  itemDescription: 1000,
  quantityMax: 100_000,
  /** SAR; with the quantity limit and 50 lines every total stays an exact integer of halalas in a double. */
  unitPriceMax: 10_000_000,
  clientName: 100,
  clientPhone: 30,
  clientCompany: 150,
  shortText: 300,
  longText: 2000,
  rejectionReason: 1000,
} as const;

/** Uploads (provider and dashboard agree on these). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 10;
export const UPLOAD_ACCEPTED_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.pdf', '.doc', '.docx', '.txt'] as const;

/** Which status an admin may move a service request to from each status (terminal: completed, cancelled). */
export const BOOKING_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['in_review', 'quoted', 'in_progress', 'cancelled'],
  in_review: ['quoted', 'in_progress', 'cancelled'],
  // in_review: a rejected quote sends the booking back to be priced again.
  quoted: ['in_review', 'in_progress', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};
