import { expect, type Page } from '@playwright/test';
import { BASE_URL } from './e2e-site';

/** The company's legal identity the journeys that issue tax invoices set (invoices need a VAT number). */
export const VAT_NUMBER = '310122393500003';
export const CR_NUMBER = '2051234567';
export const NATIONAL_ADDRESS = {
  buildingNumber: '2434',
  street: { en: 'King Fahd Road', ar: 'طريق الملك فهد' },
  district: { en: 'Al Khobar Al Shamalia', ar: 'الخبر الشمالية' },
  city: { en: 'Al Khobar', ar: 'الخبر' },
  postalCode: '34426',
  additionalNumber: '7310',
};

const HEADERS = { Origin: BASE_URL, 'Accept-Language': 'en' };

/** Sets the company's legal identity through PUT /Content as the settings screen sends it (the same values every time). */
export async function setLegalIdentity(admin: Page): Promise<void> {
  const read = await admin.request.get(`${BASE_URL}/api/Content`, { headers: HEADERS });
  expect(read.ok(), await read.text()).toBe(true);
  const { updatedAt: _updatedAt, ...content } = (await read.json()).result as Record<string, unknown> & { invoicing: Record<string, unknown> };
  const saved = await admin.request.put(`${BASE_URL}/api/Content`, {
    headers: HEADERS,
    data: {
      ...content,
      invoicing: { ...content.invoicing, vatNumber: VAT_NUMBER, crNumber: CR_NUMBER, arabicLegalName: 'شركة خدمات', nationalAddress: NATIONAL_ADDRESS },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}
