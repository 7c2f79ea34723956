import type { PaymentDue, PaymentPurpose } from '../../../shared/types/payment';

/** One thing the client can pay now, with its exact amount in halalas. */
export interface PayChoice {
  purpose: PaymentPurpose;
  invoiceId?: number;
  invoiceNumber?: string;
  halalas: number;
}

/**
 * What a booking asks now: its issued invoices when there are any (the final invoice replaces the
 * deposit and the balance), otherwise the deposit while it is unpaid, and the balance when it asks
 * more than the deposit. `onlyInvoice` keeps the one invoice an invoice's row is about.
 */
export function payChoices(due: PaymentDue, onlyInvoice?: number): PayChoice[] {
  const invoices = due.invoices
    .filter((invoice) => invoice.payableHalalas > 0 && (onlyInvoice === undefined || invoice.id === onlyInvoice))
    .map((invoice) => ({ purpose: 'invoice' as const, invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber, halalas: invoice.payableHalalas }));
  if (onlyInvoice !== undefined || invoices.length > 0) return invoices;
  const choices: PayChoice[] = [];
  if (due.depositHalalas > 0) choices.push({ purpose: 'deposit', halalas: due.depositHalalas });
  if (due.balanceHalalas > 0 && due.balanceHalalas !== due.depositHalalas) choices.push({ purpose: 'balance', halalas: due.balanceHalalas });
  return choices;
}
