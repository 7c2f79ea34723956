import type { Page } from '@playwright/test';

/** A Saudi national address as the booking form takes it (the city by its code on the list). */
export interface FormAddress {
  city: string;
  district: string;
  street: string;
  buildingNumber: string;
  additionalNumber: string;
  postalCode: string;
  addressNote?: string;
  mapUrl?: string;
}

export const KHOBAR_ADDRESS: FormAddress = {
  city: 'al-khobar',
  district: 'Al Olaya',
  street: 'King Fahd Road',
  buildingNumber: '2345',
  additionalNumber: '6789',
  postalCode: '34447',
};

/** Types the address into the booking form's fields (step 1). */
export async function fillBookingAddress(page: Page, address: FormAddress): Promise<void> {
  await page.locator('#booking-city').selectOption(address.city);
  for (const field of ['district', 'street', 'buildingNumber', 'additionalNumber', 'postalCode', 'addressNote', 'mapUrl'] as const) {
    const value = address[field];
    if (value !== undefined) await page.locator(`#booking-${field}`).fill(value);
  }
}
