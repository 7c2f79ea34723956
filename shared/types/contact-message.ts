import type { ContactMethod, ContactPriority } from '../constants';

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: string;
  description: string;
  priorite: ContactPriority | '';
  preferedContactMethode: ContactMethod | '';
  date: string;
}

export type ContactMessageInput = Omit<ContactMessage, 'id' | 'date'>;
