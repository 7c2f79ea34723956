import type { PartnerFields } from '../../../shared/types/partner';
import type { Faq, ServiceFields } from '../../../shared/types/service';
import type { IllustrationKind } from './images';

/** A service as an admin would write it (shared/types/service.ts), its FAQs and partners, and the picture drawn for it. */
export interface SeedService extends ServiceFields {
  illustration: IllustrationKind;
  faqs: Faq[];
  partners: Array<Omit<PartnerFields, 'serviceId'>>;
}

/** The four example services of the spec, with partners in Saudi cities, in English and Arabic. */
export const SEED_SERVICES: SeedService[] = [
  {
    illustration: 'gardens',
    title: 'Interior Decoration & Gardens',
    arabicTitle: 'الديكور الداخلي وتنسيق الحدائق',
    description:
      'Complete interior design and landscaping: we plan the space, source furniture and plants, and supervise the execution until handover, for homes, villas and offices.',
    arabicDescription: 'تصميم داخلي وتنسيق حدائق متكامل: نخطط المساحة ونوفر الأثاث والنباتات ونشرف على التنفيذ حتى التسليم، للمنازل والفلل والمكاتب.',
    details: [
      'Site visit and 3D concept design',
      'Furniture, lighting and material sourcing',
      'Landscape design with drip irrigation',
      'Supervision until handover',
    ],
    arabicDetails: ['زيارة الموقع وتصميم مبدئي ثلاثي الأبعاد', 'توفير الأثاث والإضاءة والمواد', 'تصميم الحدائق مع أنظمة الري بالتنقيط', 'الإشراف حتى التسليم'],
    durationMin: 2,
    durationMax: 6,
    durationUnit: 'Week',
    price: 8500,
    faqs: [
      {
        question: 'Do you visit the site before quoting?',
        answer: 'Yes. A designer visits, measures and listens first; the quote follows within two working days of the visit.',
        arabicQuestion: 'هل تزورون الموقع قبل تقديم عرض السعر؟',
        arabicAnswer: 'نعم، يزور أحد المصممين الموقع ويأخذ المقاسات ويستمع إلى ما تريده أولًا، ثم يصلك عرض السعر خلال يومي عمل من الزيارة.',
      },
      {
        question: 'Which plants survive the Eastern Province summer?',
        answer: 'We plant what the heat and salty water allow, such as bougainvillea, date palms and drought-tolerant grasses, on drip irrigation with a timer.',
        arabicQuestion: 'ما النباتات التي تتحمل صيف المنطقة الشرقية؟',
        arabicAnswer: 'نزرع ما يتحمل الحر والمياه المالحة، مثل الجهنمية والنخيل والأعشاب المقاومة للجفاف، مع ري بالتنقيط يعمل بمؤقت.',
      },
    ],
    partners: [
      {
        name: 'Green Oasis Landscaping',
        arabicName: 'الواحة الخضراء لتنسيق الحدائق',
        location: 'Riyadh',
        arabicLocation: 'الرياض',
        description: 'Landscape architects specialised in drought-tolerant gardens and smart irrigation.',
        arabicDescription: 'مهندسو حدائق متخصصون في الحدائق المقاومة للجفاف وأنظمة الري الذكية.',
      },
      {
        name: 'Diwan Interiors',
        arabicName: 'ديوان للتصميم الداخلي',
        location: 'Jeddah',
        arabicLocation: 'جدة',
        description: 'Interior studio blending contemporary design with Hijazi heritage details.',
        arabicDescription: 'استوديو تصميم داخلي يمزج التصميم المعاصر بتفاصيل التراث الحجازي.',
      },
      {
        name: 'Al Khobar Home Styling',
        arabicName: 'الخبر لتنسيق المنازل',
        location: 'Khobar',
        arabicLocation: 'الخبر',
        description: 'Furniture sourcing, curtains and lighting for villas and apartments.',
        arabicDescription: 'توفير الأثاث والستائر والإضاءة للفلل والشقق.',
      },
    ],
  },
  {
    illustration: 'marketing',
    title: 'Digital Marketing',
    arabicTitle: 'التسويق الرقمي',
    description:
      'Campaigns that grow your business online: social media management, paid advertising, search optimisation and monthly reports with clear results.',
    arabicDescription: 'حملات تنمّي أعمالك على الإنترنت: إدارة وسائل التواصل الاجتماعي والإعلانات المدفوعة وتحسين محركات البحث وتقارير شهرية بنتائج واضحة.',
    details: ['Brand and competitor analysis', 'Social media content calendar', 'Paid campaigns on Snapchat, X and Google', 'Monthly performance report'],
    arabicDetails: ['تحليل العلامة التجارية والمنافسين', 'خطة محتوى لوسائل التواصل الاجتماعي', 'حملات مدفوعة على سناب شات وإكس وجوجل', 'تقرير أداء شهري'],
    durationMin: 1,
    durationMax: 3,
    durationUnit: 'Month',
    price: 4500,
    faqs: [],
    partners: [
      {
        name: 'Najd Digital Agency',
        arabicName: 'وكالة نجد الرقمية',
        location: 'Riyadh',
        arabicLocation: 'الرياض',
        description: 'Performance marketing team running campaigns for retail and restaurants.',
        arabicDescription: 'فريق تسويق بالأداء يدير حملات لقطاعي التجزئة والمطاعم.',
      },
      {
        name: 'Red Sea Creative',
        arabicName: 'البحر الأحمر للإبداع',
        location: 'Jeddah',
        arabicLocation: 'جدة',
        description: 'Content production: photography, short videos and Arabic copywriting.',
        arabicDescription: 'إنتاج المحتوى: التصوير والفيديوهات القصيرة وكتابة المحتوى العربي.',
      },
      {
        name: 'Eastern Clicks',
        arabicName: 'نقرات الشرقية',
        location: 'Dammam',
        arabicLocation: 'الدمام',
        description: 'Search optimisation and Google Ads specialists.',
        arabicDescription: 'متخصصون في تحسين محركات البحث وإعلانات جوجل.',
      },
    ],
  },
  {
    illustration: 'cafe',
    title: 'Cafe & Events',
    arabicTitle: 'المقاهي والفعاليات',
    description: 'From opening a specialty cafe to hosting corporate and family events: concept, equipment, catering, decoration and on-site coordination.',
    arabicDescription: 'من افتتاح مقهى مختص إلى تنظيم فعاليات الشركات والعائلات: الفكرة والتجهيزات والضيافة والديكور والتنسيق في الموقع.',
    details: ['Cafe concept, menu and equipment list', 'Barista training', 'Event planning, venue and catering', 'Decoration, sound and lighting'],
    arabicDetails: ['فكرة المقهى والقائمة وقائمة التجهيزات', 'تدريب الباريستا', 'تخطيط الفعالية والمكان والضيافة', 'الديكور والصوت والإضاءة'],
    durationMin: 3,
    durationMax: 14,
    durationUnit: 'Day',
    price: 12000,
    faqs: [],
    partners: [
      {
        name: 'Qahwa House Consulting',
        arabicName: 'بيت القهوة للاستشارات',
        location: 'Khobar',
        arabicLocation: 'الخبر',
        description: 'Specialty coffee consultants: roasting, equipment and staff training.',
        arabicDescription: 'مستشارو القهوة المختصة: التحميص والتجهيزات وتدريب الموظفين.',
      },
      {
        name: 'Layali Events',
        arabicName: 'ليالي للفعاليات',
        location: 'Riyadh',
        arabicLocation: 'الرياض',
        description: 'Weddings, graduations and corporate gatherings with full hospitality.',
        arabicDescription: 'حفلات الزفاف والتخرج ولقاءات الشركات مع ضيافة متكاملة.',
      },
      {
        name: 'Taiba Catering',
        arabicName: 'طيبة للضيافة',
        location: 'Medina',
        arabicLocation: 'المدينة المنورة',
        description: 'Catering and Saudi coffee service for events of every size.',
        arabicDescription: 'خدمات الضيافة والقهوة السعودية للفعاليات بجميع أحجامها.',
      },
    ],
  },
  {
    illustration: 'building',
    title: 'Building Finishing & Maintenance',
    arabicTitle: 'تشطيب المباني وصيانتها',
    description:
      'Finishing works and preventive maintenance by licensed contractors: plastering, painting, flooring, plumbing, electrical and air conditioning.',
    arabicDescription: 'أعمال التشطيب والصيانة الوقائية عبر مقاولين مرخصين: اللياسة والدهانات والأرضيات والسباكة والكهرباء والتكييف.',
    details: ['Inspection and itemised quotation', 'Painting, gypsum and flooring', 'Plumbing, electrical and AC maintenance', 'Annual maintenance contracts'],
    arabicDetails: ['معاينة وعرض سعر مفصل', 'الدهانات والجبس والأرضيات', 'صيانة السباكة والكهرباء والتكييف', 'عقود صيانة سنوية'],
    durationMin: 1,
    durationMax: 8,
    durationUnit: 'Week',
    price: 15000,
    faqs: [],
    partners: [
      {
        name: 'Al Bina Contracting',
        arabicName: 'البناء للمقاولات',
        location: 'Dammam',
        arabicLocation: 'الدمام',
        description: 'Licensed contractor for finishing works in residential and commercial buildings.',
        arabicDescription: 'مقاول مرخص لأعمال التشطيب في المباني السكنية والتجارية.',
      },
      {
        name: 'Asir Maintenance Services',
        arabicName: 'عسير لخدمات الصيانة',
        location: 'Abha',
        arabicLocation: 'أبها',
        description: 'Plumbing, electrical and air-conditioning maintenance teams.',
        arabicDescription: 'فرق صيانة للسباكة والكهرباء والتكييف.',
      },
      {
        name: 'Makkah Finishing Works',
        arabicName: 'مكة لأعمال التشطيب',
        location: 'Mecca',
        arabicLocation: 'مكة المكرمة',
        description: 'Gypsum, paint and flooring specialists with fast execution.',
        arabicDescription: 'متخصصون في الجبس والدهانات والأرضيات مع سرعة في التنفيذ.',
      },
    ],
  },
];

export const SEED_CLIENTS = [
  { fullName: 'Sara Al-Qahtani', email: 'sara.alqahtani@example.com', phoneNumber: '+966501234567' },
  { fullName: 'Fahad Al-Otaibi', email: 'fahad.alotaibi@example.com', phoneNumber: '+966552345678' },
  { fullName: 'نورة الشمري', email: 'noura.alshammari@example.com', phoneNumber: '+966533456789' },
  { fullName: 'Omar Al-Harbi', email: 'omar.alharbi@example.com', phoneNumber: '+966564567890' },
  { fullName: 'ريم الدوسري', email: 'reem.aldosari@example.com', phoneNumber: '+966545678901' },
];

/** [client index, service index, stars, comment] */
export const SEED_RATINGS: Array<[number, number, number, string]> = [
  [0, 0, 5, 'They redesigned our majlis and garden in four weeks. Excellent taste and very organised supervision.'],
  [2, 0, 4, 'تصميم جميل للحديقة ونظام ري ممتاز، تأخروا يومين فقط عن الموعد.'],
  [1, 1, 5, 'Our online orders doubled in two months. Clear monthly reports.'],
  [4, 1, 4, 'حملة سناب شات ناجحة وفريق متعاون، أنصح بهم.'],
  [3, 2, 5, 'The corporate event was flawless, from the catering to the lighting.'],
  [2, 2, 5, 'ساعدونا في افتتاح المقهى من الفكرة حتى تدريب الباريستا. شكرًا لكم!'],
  [1, 3, 4, 'Professional painting and AC maintenance for our villa, fair price.'],
  [0, 3, 5, 'Annual maintenance contract works well: quick response every time.'],
];
