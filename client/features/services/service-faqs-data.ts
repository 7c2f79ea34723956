import type { Language } from '../../../shared/constants';
import type { Faq } from '../../../shared/types/service';

export interface LocalFaq {
  question: string;
  answer: string;
}

/** A service's FAQs in the reader's language. */
export function localizeFaqs(faqs: readonly Faq[] | undefined, language: Language): LocalFaq[] {
  return (faqs ?? []).map((faq) =>
    language === 'ar'
      ? { question: faq.arabicQuestion || faq.question, answer: faq.arabicAnswer || faq.answer }
      : { question: faq.question, answer: faq.answer },
  );
}

/**
 * schema.org FAQPage structured data for the FAQs a page shows, as the JSON of its script tag, with
 * `<` written as \u003c so no text can close the tag early.
 */
export function faqStructuredData(faqs: readonly LocalFaq[], language: Language): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: language,
    mainEntity: faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
