export interface Partner {
  id: number;
  name: string;
  arabicName: string;
  location: string;
  arabicLocation: string;
  description: string;
  arabicDescription: string;
  serviceId: number;
  /** When an admin archived the partner (gone from the site, kept for the records); null while live. */
  archivedAt: string | null;
}

/** What an admin writes: everything but the id (the provider's create and update take these). */
export type PartnerFields = Omit<Partner, 'id' | 'archivedAt'>;

/** Create sends id 0; update sends the full object. */
export type PartnerInput = Omit<Partner, 'archivedAt'>;
