import type { InvoiceSeller } from '../../shared/types/invoice';

/** A seller with every identity ZATCA asks of one (VAT and CR numbers, national address), for the e-invoicing tests. */
export const TEST_SELLER: InvoiceSeller = {
  name: 'Khadamat Co.',
  arabicName: 'شركة خدمات',
  vatNumber: '310122393500003',
  crNumber: '1010010000',
  address: { en: '', ar: '' },
  nationalAddress: {
    buildingNumber: '2322',
    street: { en: 'King Fahd Rd', ar: 'طريق الملك فهد' },
    district: { en: 'Al Olaya', ar: 'العليا' },
    city: { en: 'Riyadh', ar: 'الرياض' },
    postalCode: '12214',
    additionalNumber: '8228',
  },
};
