/** A Saudi VAT registration number: 15 digits, the first and the last a 3. */
export const VAT_NUMBER = /^3\d{13}3$/;
