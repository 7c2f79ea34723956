import { faqStructuredData, localizeFaqs } from './service-faqs-data';

const faqs = [{ question: 'Do you water in summer?', answer: 'Daily, <at> dawn.', arabicQuestion: 'هل تسقون صيفًا؟', arabicAnswer: 'يوميًا مع الفجر.' }];

describe("a service's FAQs on its page", () => {
  it("are read in the reader's language", () => {
    expect(localizeFaqs(faqs, 'ar')).toEqual([{ question: 'هل تسقون صيفًا؟', answer: 'يوميًا مع الفجر.' }]);
    expect(localizeFaqs(faqs, 'en')).toEqual([{ question: 'Do you water in summer?', answer: 'Daily, <at> dawn.' }]);
    expect(localizeFaqs(undefined, 'en')).toEqual([]);
  });

  it('become FAQPage structured data that no answer can break out of', () => {
    const json = faqStructuredData(localizeFaqs(faqs, 'en'), 'en');
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: 'en',
      mainEntity: [{ '@type': 'Question', name: 'Do you water in summer?', acceptedAnswer: { '@type': 'Answer', text: 'Daily, <at> dawn.' } }],
    });
  });
});
