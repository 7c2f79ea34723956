export interface Partner {
  id: number;
  name: string;
  arabicName: string;
  location: string;
  arabicLocation: string;
  description: string;
  arabicDescription: string;
  serviceId: number;
}

/** Create sends id 0; update sends the full object. */
export type PartnerInput = Partner;
