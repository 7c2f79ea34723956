import { addDays, businessToday } from '../../shared/quotes/quote-dates';

/** The quote create form of spec 5.6 for a booking, valid unless `overrides` say otherwise. */
export function quotePayload(requestId: number, overrides: Record<string, unknown> = {}) {
  return {
    requestId,
    clientName: 'Sara Client',
    clientEmail: 'sara@example.com',
    clientPhone: '0501234567',
    clientCompany: 'Oasis Co.',
    validUntil: addDays(businessToday(), 14),
    additionalNotes: 'Work starts within a week.',
    items: [
      { name: 'Garden design', description: 'Full design with irrigation', quantity: 1, unitPrice: 8500 },
      { name: 'Monthly care', quantity: 2, unitPrice: 550 },
    ],
    ...overrides,
  };
}
