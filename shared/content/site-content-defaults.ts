import type { SellerNationalAddress } from '../types/invoice';
import type { SiteContent } from '../types/site-content';
import { DEFAULT_TAX_RATE_PERCENT } from '../constants';
import { COMPANY } from './company';

/** The company's national address until an admin enters it. */
export const EMPTY_SELLER_ADDRESS = {
  buildingNumber: '',
  street: { en: '', ar: '' },
  district: { en: '', ar: '' },
  city: { en: '', ar: '' },
  postalCode: '',
  additionalNumber: '',
} as const satisfies SellerNationalAddress;

/**
 * The site content a fresh installation starts with: the provider seeds it into the database, where
 * an admin edits it (dashboard "Content"). The details come from COMPANY; the texts are the company's
 * own copy in both languages (data an admin may rewrite, so they live here rather than in i18n).
 */
export const DEFAULT_SITE_CONTENT: SiteContent = {
  companyPhone: COMPANY.phone,
  whatsappNumber: COMPANY.whatsapp,
  infoEmail: COMPANY.infoEmail,
  officeAddress: {
    en: 'King Fahd Road, Al Khobar, Eastern Province, Saudi Arabia',
    ar: 'طريق الملك فهد، الخبر، المنطقة الشرقية، المملكة العربية السعودية',
  },
  socialLinks: { ...COMPANY.social },
  hero: {
    en: {
      headlines: [
        'Your trusted partner for every service',
        'One request, every provider coordinated',
        'Quality work, supervised from start to finish',
        'From the first idea to the final handover',
      ],
      subtitle: 'Service coordination across Saudi Arabia, from our home in Al Khobar',
      description:
        'Tell us what you need. We choose qualified providers, vendors and partners, supervise their work and deliver it to you as one accountable service, at a clear price in Saudi riyals.',
    },
    ar: {
      headlines: [
        'شريكك الموثوق في كل خدمة',
        'طلب واحد، ونحن ننسّق مع جميع المزوّدين',
        'جودة في التنفيذ وإشراف من البداية حتى النهاية',
        'من الفكرة الأولى حتى التسليم النهائي',
      ],
      subtitle: 'نُنسّق الخدمات في أنحاء المملكة انطلاقًا من مقرّنا في الخبر',
      description:
        'أخبرنا بما تحتاجه، ونحن نختار لك المزوّدين والموردين والشركاء المؤهَّلين، ونشرف على أعمالهم ونسلّمها لك خدمةً متكاملة بمسؤولية جهة واحدة وبسعر واضح بالريال السعودي.',
    },
  },
  aboutStory: {
    en: [
      'We started in Al Khobar in 2021 as a small team helping families and businesses in the Eastern Province find reliable contractors for finishing and maintenance work. Our clients soon asked us for more: a garden redesign, a marketing campaign, a new cafe, a corporate event. So we built a network of vetted providers, vendors, hotels and partners, and took on the coordination and supervision of their work ourselves.',
      'In 2025 we adopted our new name, Khadamat, to say what we had become: one accountable point of contact for every service. Today our partners work across the Kingdom, and our own team still supervises every project, from the first consultation to the final handover.',
    ].join('\n\n'),
    ar: [
      'انطلقنا من الخبر عام 2021 بفريق صغير يساعد العائلات والشركات في المنطقة الشرقية على إيجاد مقاولين موثوقين لأعمال التشطيب والصيانة. وسرعان ما أصبح عملاؤنا يطلبون منا المزيد: تجديد حديقة، وحملة تسويقية، وافتتاح مقهى، وتنظيم فعالية لشركة. فبنينا شبكة من المزوّدين والموردين والفنادق والشركاء المعتمدين، وتولّينا بأنفسنا التنسيق بينهم والإشراف على أعمالهم.',
      'وفي عام 2025 اعتمدنا اسمنا الجديد «خدمات» ليعبّر عمّا أصبحنا عليه: جهة واحدة مسؤولة عن كل خدمة. واليوم يعمل شركاؤنا في مختلف مناطق المملكة، وما زال فريقنا يشرف على كل مشروع من الاستشارة الأولى حتى التسليم النهائي.',
    ].join('\n\n'),
  },
  invoicing: {
    legalName: 'Khadamat',
    arabicLegalName: 'خدمات',
    vatNumber: '',
    crNumber: '',
    nationalAddress: EMPTY_SELLER_ADDRESS,
    vatRatePercent: DEFAULT_TAX_RATE_PERCENT,
  },
};
