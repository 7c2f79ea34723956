import type { PartnerStatement } from '../../shared/types/finance';
import type { CsvColumn } from '../exports/send-csv';
import { money } from '../exports/csv';
import { saudiDate, saudiMinutes, timeOf } from '../../shared/scheduling/saudi-clock';

/**
 * A statement as a ledger a spreadsheet adds up: the balance brought forward, each job done (owed to
 * the partner) and each payout (paid to them) in the order they happened, the running balance on
 * every line, and the balance carried forward.
 */

export interface LedgerLine {
  kind: 'opening' | 'job' | 'payout' | 'closing';
  /** YYYY-MM-DD, or YYYY-MM-DD HH:mm for a job (company time). */
  date: string;
  bookingId: number | null;
  clientName: string;
  document: string;
  owed: number | null;
  paid: number | null;
  balance: number;
}

const cents = (riyals: number) => Math.round(riyals * 100);

/** An instant as 2026-11-28 14:05, company time. */
const saudiTime = (iso: string) => `${saudiDate(new Date(iso))} ${timeOf(saudiMinutes(new Date(iso)))}`;

export function statementLedger(statement: PartnerStatement): LedgerLine[] {
  const events = [
    ...statement.jobs.map((job) => ({
      at: job.doneAt,
      line: {
        kind: 'job' as const,
        date: saudiTime(job.doneAt),
        bookingId: job.bookingId,
        clientName: job.clientName,
        document: job.quoteNumber ?? '',
        owed: job.amountOwed,
        paid: null,
      },
    })),
    // A payout counts on its day: after the jobs done that day.
    ...statement.payouts.map((payout) => ({
      at: `${payout.paidOn}T23:59:59.999+03:00`,
      line: {
        kind: 'payout' as const,
        date: payout.paidOn,
        bookingId: null,
        clientName: '',
        document: [payout.reference, payout.note].filter(Boolean).join(' · '),
        owed: null,
        paid: payout.amount,
      },
    })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  let balance = cents(statement.openingBalance);
  const lines: LedgerLine[] = [
    { kind: 'opening', date: `${statement.month}-01`, bookingId: null, clientName: '', document: '', owed: null, paid: null, balance: balance / 100 },
  ];
  for (const { line } of events) {
    balance += cents(line.owed ?? 0) - cents(line.paid ?? 0);
    lines.push({ ...line, balance: balance / 100 });
  }
  lines.push({
    kind: 'closing',
    date: '',
    bookingId: null,
    clientName: '',
    document: '',
    owed: statement.owedInMonth,
    paid: statement.paidInMonth,
    balance: statement.closingBalance,
  });
  return lines;
}

export const statementColumns = (t: (key: string) => string): CsvColumn<LedgerLine>[] => [
  { header: 'finance:csv.entry', cell: (line) => t(`finance:csv.kinds.${line.kind}`) },
  { header: 'finance:csv.date', cell: (line) => line.date },
  { header: 'finance:csv.booking', cell: (line) => line.bookingId },
  { header: 'finance:csv.client', cell: (line) => line.clientName },
  { header: 'finance:csv.document', cell: (line) => line.document },
  { header: 'finance:csv.owed', cell: (line) => (line.owed === null ? null : money(line.owed)) },
  { header: 'finance:csv.paid', cell: (line) => (line.paid === null ? null : money(line.paid)) },
  { header: 'finance:csv.balance', cell: (line) => money(line.balance) },
];
