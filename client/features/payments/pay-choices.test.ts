import type { PaymentDue } from '../../../shared/types/payment';
import { payChoices } from './pay-choices';

const due = (over: Partial<PaymentDue>): PaymentDue => ({
  bookingId: 7,
  quoteNumber: 'Q-2026-0007',
  totalHalalas: 115_001,
  paidHalalas: 0,
  depositHalalas: 57_501,
  balanceHalalas: 115_001,
  invoices: [],
  ...over,
});

describe('payChoices', () => {
  it('offers the deposit first and the whole balance beside it, in exact halalas', () => {
    expect(payChoices(due({}))).toEqual([
      { purpose: 'deposit', halalas: 57_501 },
      { purpose: 'balance', halalas: 115_001 },
    ]);
  });

  it('offers only the balance once the deposit is paid', () => {
    expect(payChoices(due({ paidHalalas: 57_501, depositHalalas: 0, balanceHalalas: 57_500 }))).toEqual([{ purpose: 'balance', halalas: 57_500 }]);
  });

  it('offers one button when the deposit is all that is left', () => {
    expect(payChoices(due({ depositHalalas: 100, balanceHalalas: 100 }))).toEqual([{ purpose: 'deposit', halalas: 100 }]);
  });

  it('offers the issued invoices instead of the deposit and the balance, and on an invoice only that invoice', () => {
    const withInvoices = due({
      invoices: [
        { id: 3, invoiceNumber: 'INV-3', payableHalalas: 57_500 },
        { id: 4, invoiceNumber: 'INV-4', payableHalalas: 0 },
      ],
    });
    expect(payChoices(withInvoices)).toEqual([{ purpose: 'invoice', invoiceId: 3, invoiceNumber: 'INV-3', halalas: 57_500 }]);
    expect(payChoices(withInvoices, 4)).toEqual([]);
    expect(payChoices(withInvoices, 3)).toHaveLength(1);
  });

  it('offers nothing when nothing is due', () => {
    expect(payChoices(due({ paidHalalas: 115_001, depositHalalas: 0, balanceHalalas: 0 }))).toEqual([]);
  });
});
