import type { DurationUnit } from '../constants';
import type { Partner } from './partner';
import type { Rating } from './rating';

export interface ServiceFile {
  id: number;
  fileUrl: string;
  fileName: string;
  contentType: string;
  size: number;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface Service {
  id: number;
  title: string;
  arabicTitle: string;
  description: string;
  arabicDescription: string;
  details: string[];
  arabicDetails: string[];
  durationMin: number;
  durationMax: number;
  durationUnit: DurationUnit;
  price: number;
  files: ServiceFile[];
  faqs: Faq[];
  partnerDtos: Partner[];
  rateDtos: Rating[];
}
