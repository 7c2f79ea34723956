import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { keyRootsIn, untranslatedKeysIn } from './untranslated-keys';

const roots = new Set(['account', 'payments', 'status', 'common']);

describe('untranslatedKeysIn', () => {
  it('finds a key shown in place of its text, with or without its namespace', () => {
    expect(untranslatedKeysIn('Invoice payments.admin.client Issued', roots)).toEqual(['payments.admin.client']);
    expect(untranslatedKeysIn('الفاتورة account:payments.admin.client', roots)).toEqual(['account:payments.admin.client']);
    expect(untranslatedKeysIn('status.pending\nstatus.pending', roots)).toEqual(['status.pending']);
  });

  it('leaves alone what only looks like one: addresses, file names, other words, sentences', () => {
    const text = [
      'admin@status.test',
      'https://khadamat.sa/status.html',
      'invoicing.vatNumber',
      'Paid in full. Status: paid.',
      'common',
      'payments',
      'v1.2.3',
      'INV-2026-0001',
    ].join('\n');
    expect(untranslatedKeysIn(text, roots)).toEqual([]);
  });
});

describe('keyRootsIn', () => {
  it('answers the namespaces and their first-level keys', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keys-'));
    try {
      fs.writeFileSync(path.join(dir, 'account.json'), JSON.stringify({ payments: { admin: { client: 'Client' } }, login: {} }));
      fs.writeFileSync(path.join(dir, 'common.json'), JSON.stringify({ nav: {} }));
      expect([...keyRootsIn(dir)].sort()).toEqual(['account', 'common', 'login', 'nav', 'payments']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('holds the real namespaces', () => {
    const real = keyRootsIn(path.join(import.meta.dirname, '..', '..', 'shared', 'i18n', 'en'));
    expect(real.has('payments')).toBe(true);
    expect(real.has('account')).toBe(true);
  });
});
