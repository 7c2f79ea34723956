import type { IllustrationKind } from './images';

/** A sample post: both versions, the seeded services it is about (by English title), its cover drawing and age. */
export interface SeedPost {
  slug: string;
  daysAgo: number;
  cover: IllustrationKind;
  services: string[];
  en: { title: string; summary: string; body: string };
  ar: { title: string; summary: string; body: string };
}

export const SEED_POSTS: SeedPost[] = [
  {
    slug: 'garden-that-survives-the-eastern-province-summer',
    daysAgo: 12,
    cover: 'gardens',
    services: ['Interior Decoration & Gardens'],
    en: {
      title: 'A garden that survives the Eastern Province summer',
      summary: 'Shade, the right plants and drip irrigation on a timer: how we plan villa gardens in Khobar and Dammam that stay green from June to September.',
      body: `Summer in the Eastern Province is hard on a garden: afternoons above 45 °C, humid nights and salty groundwater. Yet a well-planned garden stays green all year without doubling the water bill. These are the choices we make first when we design a villa garden in Khobar or Dammam.

## Start with shade

Plants suffer less from heat than from direct sun in the hours after noon. A pergola, a row of *Conocarpus* or a shade sail over the seating area lowers the temperature of the soil under it by several degrees, and makes the garden usable in the evening.

## Choose plants that like our climate

- **Bougainvillea** and **oleander** for colour along walls.
- **Date palms** and **Ziziphus (sidr)** as shade trees that need little water once established.
- **Paspalum** rather than common lawn grass: it tolerates brackish water far better.
- Native groundcovers in beds that get the full afternoon sun.

## Water at the right time

Drip lines on a timer, running before sunrise and again after sunset, lose far less water to evaporation than sprinklers at midday. We fit a filter and a pressure regulator, because sand and pressure changes block drippers faster than anything else.

> A rule of thumb: if water pools on the surface after ten minutes, the soil needs sand and compost before it needs more water.

## Mulch everything you can

Five centimetres of bark or gravel mulch keeps roots cool and halves evaporation. It also keeps weeds down in the months when nobody wants to work outside.

## Plan for maintenance

The best design is the one that is looked after. Before we start, we agree a simple schedule: monthly pruning and filter cleaning, fertiliser in spring and autumn, and a check of the irrigation before each summer.

If you are planning a new garden or want to rescue a tired one, [tell us about your space](/contact): a site visit is the first step of every project.`,
    },
    ar: {
      title: 'حديقة تصمد أمام صيف المنطقة الشرقية',
      summary: 'ظلّ مدروس ونباتات مناسبة وريّ بالتنقيط على مؤقّت: هكذا نخطط حدائق الفلل في الخبر والدمام لتبقى خضراء من يونيو حتى سبتمبر.',
      body: `صيف المنطقة الشرقية قاسٍ على الحدائق: حرارة تتجاوز 45 درجة بعد الظهر، ورطوبة عالية ليلًا، ومياه جوفية مالحة. ومع ذلك يمكن للحديقة المخططة جيدًا أن تبقى خضراء طوال العام دون أن تتضاعف فاتورة المياه. هذه أول القرارات التي نتخذها عند تصميم حديقة فيلا في الخبر أو الدمام.

## ابدأ بالظل

النباتات تتأذى من الشمس المباشرة بعد الظهر أكثر مما تتأذى من الحرارة نفسها. فالبرغولا، أو صف من أشجار الكونوكاربس، أو مظلة قماشية فوق الجلسة، تخفض حرارة التربة تحتها عدة درجات، وتجعل الحديقة صالحة للجلوس في المساء.

## اختر نباتات تحب مناخنا

- **الجهنمية** و**الدفلة** لإضافة اللون على امتداد الأسوار.
- **النخيل** و**السدر** أشجار ظل تحتاج إلى القليل من الماء بعد أن تستقر جذورها.
- **عشب الباسبالم** بدلًا من النجيل العادي، فهو يتحمل المياه قليلة الملوحة أفضل بكثير.
- أغطية أرضية محلية في الأحواض التي تتعرض لشمس العصر كاملة.

## اسقِ في الوقت الصحيح

خطوط التنقيط المبرمجة على مؤقّت، تعمل قبل الشروق ثم بعد الغروب، تفقد بالتبخر أقل بكثير مما تفقده الرشاشات في منتصف النهار. ونركّب دائمًا فلترًا ومنظّمًا للضغط، لأن الرمل وتذبذب الضغط يسدّان النقّاطات أسرع من أي شيء آخر.

> قاعدة بسيطة: إذا تجمّع الماء على سطح التربة بعد عشر دقائق، فالتربة تحتاج إلى رمل وسماد عضوي قبل أن تحتاج إلى مزيد من الماء.

## غطِّ التربة بالنشارة

طبقة من لحاء الأشجار أو الحصى بسماكة خمسة سنتيمترات تحافظ على برودة الجذور وتقلل التبخر إلى النصف، كما تحدّ من الأعشاب الضارة في الأشهر التي لا يرغب فيها أحد بالعمل في الخارج.

## خطّط للصيانة من البداية

أفضل تصميم هو الذي يحظى بالعناية. لذلك نتفق قبل البدء على جدول بسيط: تقليم وتنظيف للفلاتر كل شهر، وتسميد في الربيع والخريف، وفحص لشبكة الري قبل كل صيف.

إن كنت تخطط لحديقة جديدة أو تريد إنعاش حديقة متعبة، [حدّثنا عن مساحتك](/contact)، فزيارة الموقع هي الخطوة الأولى في كل مشروع.`,
    },
  },
  {
    slug: 'corporate-event-checklist-khobar',
    daysAgo: 27,
    cover: 'cafe',
    services: ['Cafe & Events', 'Digital Marketing'],
    en: {
      title: 'Planning a company event in Khobar: our checklist',
      summary:
        'From the guest list to the last coffee cup: the checklist we follow for launches, staff gatherings and client evenings, and when each item should be settled.',
      body: `A good company event looks effortless on the day because the work happened weeks before. Here is the checklist we use for product launches, staff gatherings and client evenings, with the point at which each item should be settled.

## Six to eight weeks before

1. **Purpose and audience.** A launch for the press is not planned like a thank-you dinner for staff. One sentence on the goal guides every later choice.
2. **Budget with a margin.** Keep 10% aside for the things nobody foresees.
3. **Date and venue.** Check the calendar for public holidays and school exams, and visit the venue at the same hour as the event.

## Four weeks before

- Confirm catering, including dietary needs and the coffee and dates service that guests expect.
- Book sound, lighting and a backup microphone.
- Prepare the invitation and a short registration form; we usually promote it through the company's social accounts a week later.

## One week before

- Walk through the schedule minute by minute with everyone involved.
- Print signage in Arabic and English.
- Agree who speaks to the venue, to suppliers and to guests on the day.

## On the day

Arrive two hours early, test every screen and microphone, and keep a small kit: chargers, tape, scissors, a first-aid box and spare name badges.

## After the event

Send thank-you messages within two days, share the photos, and note what worked for next time. The notes are worth more than any checklist.

Our events team can handle all of this or just the part you need. [See what we offer](/services) or [ask for a proposal](/contact).`,
    },
    ar: {
      title: 'تنظيم فعالية لشركتك في الخبر: قائمة التحقق التي نعتمدها',
      summary: 'من قائمة المدعوين حتى آخر فنجان قهوة: قائمة التحقق التي نتبعها في حفلات الإطلاق ولقاءات الموظفين وأمسيات العملاء، ومتى يجب حسم كل بند.',
      body: `تبدو الفعالية الناجحة سهلة في يومها لأن العمل الحقيقي جرى قبلها بأسابيع. إليك قائمة التحقق التي نستخدمها في حفلات إطلاق المنتجات ولقاءات الموظفين وأمسيات العملاء، مع الموعد الذي يجب أن يُحسم فيه كل بند.

## قبل ستة إلى ثمانية أسابيع

1. **الهدف والجمهور.** حفل الإطلاق الموجّه للإعلام لا يُخطط له كعشاء شكر للموظفين. جملة واحدة تحدد الهدف تقود كل القرارات اللاحقة.
2. **ميزانية بهامش احتياطي.** احتفظ بنسبة 10% للأمور التي لا يتوقعها أحد.
3. **التاريخ والمكان.** راجع التقويم لتجنّب الإجازات الرسمية وفترات الاختبارات، وزُر المكان في الساعة نفسها التي ستُقام فيها الفعالية.

## قبل أربعة أسابيع

- أكّد الضيافة، بما في ذلك الاحتياجات الغذائية الخاصة وتقديم القهوة والتمر الذي ينتظره الضيوف.
- احجز أنظمة الصوت والإضاءة وميكروفونًا احتياطيًا.
- جهّز الدعوة ونموذج تسجيل قصيرًا، وعادةً ما نروّج لها عبر حسابات الشركة على وسائل التواصل بعد أسبوع.

## قبل أسبوع

- راجع البرنامج دقيقة بدقيقة مع جميع المعنيين.
- اطبع اللوحات الإرشادية بالعربية والإنجليزية.
- حدّد من يتواصل مع المكان والموردين والضيوف يوم الفعالية.

## يوم الفعالية

احضر قبل الموعد بساعتين، واختبر كل شاشة وميكروفون، واحتفظ بحقيبة صغيرة فيها شواحن وشريط لاصق ومقص وحقيبة إسعافات أولية وبطاقات أسماء إضافية.

## بعد الفعالية

أرسل رسائل الشكر خلال يومين، وشارك الصور، ودوّن ما نجح لتستفيد منه في المرة القادمة؛ فهذه الملاحظات أثمن من أي قائمة تحقق.

يستطيع فريق الفعاليات لدينا تولّي كل ذلك أو الجزء الذي تحتاجه فقط. [اطّلع على خدماتنا](/services) أو [اطلب عرضًا](/contact).`,
    },
  },
  {
    slug: 'before-you-sign-a-finishing-contract',
    daysAgo: 45,
    cover: 'building',
    services: ['Building Finishing & Maintenance'],
    en: {
      title: 'Before you sign a finishing contract: seven things to check',
      summary:
        'Materials named by brand, a payment schedule tied to stages, a defects period in writing: what we advise every owner to check before finishing works start.',
      body: `Most disputes in finishing works start with a contract that left too much unsaid. Before you sign, check these seven points. They protect you and they protect an honest contractor too.

## 1. Materials named precisely

"Good quality tiles" means nothing. The contract should name the brand, the range, the size and the grade of every main material: tiles, paint, sanitary ware, electrical fittings.

## 2. A drawing for every room

Layouts, ceiling heights, socket positions and lighting points belong on drawings that both sides sign. Changes later are then easy to price.

## 3. Payments tied to stages

Avoid large advance payments. Link each payment to a stage you can see: plastering done, tiling done, final handover.

## 4. A realistic schedule

Ask for a schedule by stage, not just an end date, and agree what happens if it slips.

## 5. Who supervises

Name the site supervisor and how often you will receive a progress report with photos.

## 6. Testing before handover

Water pressure, drainage, electrical circuits and air-conditioning should be tested in front of you, with a snag list signed by both sides.

## 7. A defects period in writing

A defects liability period of at least twelve months, with a response time for repairs, is standard practice. Make sure it is written down.

We supervise every finishing project we coordinate against a signed scope like this. If you want a second pair of eyes on a contract, [get in touch](/contact).`,
    },
    ar: {
      title: 'قبل توقيع عقد التشطيب: سبعة أمور يجب التحقق منها',
      summary: 'مواد محددة بالعلامة التجارية، ودفعات مرتبطة بمراحل العمل، وفترة ضمان مكتوبة: ما ننصح به كل مالك قبل بدء أعمال التشطيب.',
      body: `تبدأ معظم الخلافات في أعمال التشطيب بعقد ترك الكثير دون توضيح. قبل أن توقّع، تحقّق من هذه النقاط السبع؛ فهي تحميك وتحمي المقاول الأمين أيضًا.

## 1. تحديد المواد بدقة

عبارة «بلاط بجودة عالية» لا تعني شيئًا. يجب أن يذكر العقد العلامة التجارية والفئة والمقاس والدرجة لكل مادة رئيسية: البلاط والدهانات والأدوات الصحية والتمديدات الكهربائية.

## 2. مخطط لكل غرفة

التوزيع وارتفاعات الأسقف ومواقع الأفياش ونقاط الإضاءة مكانها مخططات يوقّع عليها الطرفان، فيسهل بعد ذلك تسعير أي تعديل.

## 3. دفعات مرتبطة بالمراحل

تجنّب الدفعات المقدمة الكبيرة، واربط كل دفعة بمرحلة يمكنك رؤيتها: انتهاء اللياسة، انتهاء التبليط، التسليم النهائي.

## 4. جدول زمني واقعي

اطلب جدولًا زمنيًا لكل مرحلة لا موعد انتهاء فقط، واتفق مسبقًا على ما يحدث في حال التأخير.

## 5. من يشرف على العمل

حدّد اسم مشرف الموقع، وعدد المرات التي ستتلقى فيها تقريرًا عن سير العمل مرفقًا بالصور.

## 6. الاختبار قبل التسليم

يجب اختبار ضغط المياه والتصريف والدوائر الكهربائية والتكييف بحضورك، مع قائمة ملاحظات يوقّعها الطرفان.

## 7. فترة ضمان مكتوبة

فترة ضمان للعيوب لا تقل عن اثني عشر شهرًا، مع مدة محددة للاستجابة لطلبات الإصلاح، ممارسة معتادة في السوق؛ فتأكّد من أنها مكتوبة في العقد.

نشرف على كل مشروع تشطيب ننسّقه وفق نطاق عمل موقّع كهذا. وإن أردت رأيًا ثانيًا في عقد بين يديك، [تواصل معنا](/contact).`,
    },
  },
];
