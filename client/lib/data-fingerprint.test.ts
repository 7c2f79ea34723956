import { dataFingerprint } from './data-fingerprint';

describe('dataFingerprint', () => {
  it('is the same for the same JSON and differs when a value changes', () => {
    const partners = [{ id: 1, name: 'Diwan Interiors', arabicName: 'ديوان للتصميم الداخلي' }];
    expect(dataFingerprint(partners)).toBe(dataFingerprint(JSON.parse(JSON.stringify(partners))));
    expect(dataFingerprint(partners)).not.toBe(dataFingerprint([{ ...partners[0], arabicName: 'ديوان' }]));
    expect(dataFingerprint([...partners, { id: 2, name: 'x', arabicName: 'y' }])).not.toBe(dataFingerprint(partners));
    expect(dataFingerprint(undefined)).toBe(dataFingerprint(null));
  });
});
