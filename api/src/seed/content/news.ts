import type { LocalizedText } from '@uaeaf/contracts';
import { type ImageSpec, photo } from '../media/catalog';

export interface NewsSeed {
  publishedOn: string;
  title: LocalizedText;
  /** The lead: shown on the card and as the story's first paragraph. */
  summary: LocalizedText;
  /** The rest of the story, in the seed's Markdown subset (content/rich-text.ts). */
  more: LocalizedText;
  image: ImageSpec | null;
  /** Gallery photos shown after the main image, by path. */
  photos?: string[];
}

/** Stories of the federation's last two seasons, newest first. The clubs and people are the demo's own. */
export const newsSeeds: NewsSeed[] = [
  {
    publishedOn: '2026-11-19',
    title: {
      ar: 'البطولة الوطنية داخل الصالات تفتتح موسم 2026-2027 في الشارقة',
      en: 'National Indoor Championship opens the 2026-2027 season in Sharjah',
    },
    summary: {
      ar: 'تنافس أكثر من 140 رامياً ورامية من أندية الدولة وأكاديمياتها على مدى يومين في فئات القوس الأولمبي والقوس المركّب والقوس المجرد.',
      en: 'More than 140 archers from clubs and academies across the country competed over two days in the recurve, compound and barebow divisions.',
    },
    more: {
      ar: `أقيمت البطولة وفق قواعد الاتحاد الدولي للقوس والسهم للمنافسات الداخلية على مسافة 18 متراً، وتضمنت جولات تأهيلية في الفترة الصباحية ومباريات إقصائية بعد الظهر. وأشادت اللجنة المنظمة بمستوى فئات الناشئين التي حقق فيها عدد من الرماة أفضل نتائجهم الشخصية.

وتوجّه الاتحاد بالشكر إلى نادي الشارقة للرماية على استضافة البطولة، وإلى الحكام والمتطوعين الذين أشرفوا على سيرها. وتُنشر النتائج الكاملة في صفحة البطولات المحلية.`,
      en: `The championship followed World Archery indoor rules over 18 metres, with qualification rounds in the morning and elimination matches in the afternoon. The organising committee praised the junior categories, where several archers set personal bests.

The federation thanked Sharjah Archery Club for hosting the event, and the judges and volunteers who ran it. Full results are published on the local tournaments page.`,
    },
    image: photo('news/2026/national-indoor-opens-season.jpg', 'indoor'),
    photos: [
      'gallery/national-indoor-2026/qualification-round.jpg',
      'gallery/national-indoor-2026/junior-final.jpg',
      'gallery/national-indoor-2026/scoring-the-end.jpg',
    ],
  },
  {
    publishedOn: '2026-11-14',
    title: {
      ar: 'الاتحاد يعلن روزنامة المسابقات لموسم 2026-2027',
      en: 'Federation publishes the 2026-2027 competition calendar',
    },
    summary: {
      ar: 'تضم روزنامة الموسم الجديد إحدى عشرة بطولة محلية ومفتوحة، إضافة إلى أنشطة مجتمعية في الإمارات السبع.',
      en: 'The new season calendar lists eleven local and open tournaments, along with community activities in all seven emirates.',
    },
    more: {
      ar: `تبدأ المنافسات الداخلية في نوفمبر وتستمر حتى فبراير، ثم تنتقل البطولات إلى الميادين الخارجية مع اعتدال الطقس. وحرص الاتحاد على توزيع البطولات بين الإمارات لتخفيف أعباء السفر على الأندية.

ويمكن للأندية والأكاديميات الاطلاع على الروزنامة كاملة في التعميم رقم 14/2026، على أن تُفتح مواعيد التسجيل لكل بطولة قبل موعدها بأربعة أسابيع على الأقل.`,
      en: `Indoor competitions start in November and run until February; the tournaments then move to outdoor ranges as the weather cools. The federation spread the events across the emirates to reduce travel for clubs.

Clubs and academies can read the full calendar in circular 14/2026. Registration for each tournament opens at least four weeks before it starts.`,
    },
    image: photo('news/2026/competition-calendar.jpg', 'rings'),
  },
  {
    publishedOn: '2026-11-08',
    title: {
      ar: 'المنتخب الوطني يبدأ معسكره التدريبي الشتوي في العين',
      en: 'National squad begins its winter training camp in Al Ain',
    },
    summary: {
      ar: 'انطلق معسكر المنتخب الوطني بمشاركة ستة عشر رامياً ورامية في القوس الأولمبي والقوس المركّب، ويستمر ثلاثة أسابيع.',
      en: 'The national squad camp started with sixteen recurve and compound archers and runs for three weeks.',
    },
    more: {
      ar: `يركّز البرنامج على رفع معدل الرميات اليومية تدريجياً، مع جلسات للإعداد البدني وتحليل الأداء بالفيديو. ويشرف على المعسكر الجهاز الفني للمنتخب بالتعاون مع أخصائيي علوم الرياضة.

وأكد المدير الفني أن المعسكر خطوة أساسية في الاستعداد للمشاركات الخارجية في الموسم المقبل، وأن باب الانضمام يبقى مفتوحاً أمام الرماة الذين يحققون معايير الاختيار في البطولات الوطنية.`,
      en: `The programme gradually raises the number of arrows shot each day, with sessions of physical preparation and video analysis. The national team's technical staff run the camp together with sports science specialists.

The technical director said the camp is a key step in preparing for next season's international events, and that archers who meet the selection criteria at national tournaments can still join the squad.`,
    },
    image: photo('news/2026/winter-camp-al-ain.jpg', 'archer'),
  },
  {
    publishedOn: '2026-11-02',
    title: {
      ar: 'ندوة للحكام حول تحديثات قواعد المنافسات',
      en: 'Judges’ seminar on the updated competition rules',
    },
    summary: {
      ar: 'نظّم الاتحاد ندوة لحكام القوس والسهم في دبي تناولت أحدث تعديلات قواعد الاتحاد الدولي وآليات تطبيقها في البطولات المحلية.',
      en: 'The federation held a seminar in Dubai for archery judges on the latest World Archery rule changes and how to apply them at local tournaments.',
    },
    more: {
      ar: `ناقش المشاركون إجراءات فحص المعدات، وتوقيت الأشواط، والتعامل مع الأسهم المرتدة من الهدف والأسهم النافذة منه. كما خُصصت جلسة عملية لتسجيل النقاط والفصل في الحالات الخلافية.

وشارك في الندوة ثلاثون حكماً من مختلف الإمارات، وحصل المشاركون على شهادات حضور تُحتسب ضمن متطلبات تجديد رخص التحكيم.`,
      en: `Participants discussed equipment inspection, timing of ends, and how to handle bounce-outs and pass-throughs. A practical session covered scoring and ruling on disputed arrows.

Thirty judges from across the emirates took part. Their attendance certificates count towards renewing their judging licences.`,
    },
    image: photo('news/2026/judges-seminar.jpg', 'target'),
  },
  {
    publishedOn: '2026-10-27',
    title: {
      ar: 'نادي الفجيرة للقوس والسهم يفتتح ميداناً خارجياً جديداً',
      en: 'Fujairah Archery Club opens a new outdoor range',
    },
    summary: {
      ar: 'يتسع الميدان الجديد لاثني عشر هدفاً على مسافات تصل إلى 70 متراً، ويتيح للنادي استضافة البطولات الخارجية.',
      en: 'The new range holds twelve targets at distances up to 70 metres and lets the club host outdoor tournaments.',
    },
    more: {
      ar: `زُوّد الميدان بمظلات للرماة وخط انتظار آمن وسياج يحيط بمنطقة الأهداف، وفق متطلبات السلامة المعتمدة لدى الاتحاد. كما خُصصت مساحة منفصلة للمبتدئين على مسافات قصيرة.

ويفتح النادي أبوابه للتدريب مساء كل يوم عدا الجمعة، ويرحب بالراغبين في تجربة الرياضة لأول مرة.`,
      en: `The range has shade for archers, a safe waiting line and a fence around the target area, as the federation's safety requirements demand. A separate area with short distances is set aside for beginners.

The club trains every evening except Friday and welcomes anyone who wants to try the sport for the first time.`,
    },
    image: photo('news/2026/fujairah-outdoor-range.jpg', 'range'),
  },
  {
    publishedOn: '2026-10-20',
    title: {
      ar: 'برنامج القوس والسهم المدرسي يصل إلى أربعين مدرسة',
      en: 'Schools archery programme reaches forty schools',
    },
    summary: {
      ar: 'توسّع البرنامج المدرسي هذا العام ليشمل أربعين مدرسة حكومية وخاصة، بمشاركة أكثر من ألفي طالب وطالبة.',
      en: 'The schools programme has grown this year to forty public and private schools, with more than two thousand pupils taking part.',
    },
    more: {
      ar: `يقدّم البرنامج حصصاً تعريفية بأقواس خفيفة وأهداف ليّنة تناسب الصالات المدرسية، ويدرّب معلمي التربية الرياضية على قواعد السلامة الأساسية.

ويُدعى الطلاب المتميزون إلى أيام مفتوحة في الأندية القريبة من مدارسهم، ليواصلوا ممارسة الرياضة تحت إشراف مدربين معتمدين.`,
      en: `The programme brings taster lessons with light bows and soft targets suited to school halls, and trains physical education teachers in the basic safety rules.

Promising pupils are invited to open days at clubs near their schools, so that they can keep shooting under certified coaches.`,
    },
    image: photo('news/2026/schools-programme.jpg', 'arrows'),
  },
  {
    publishedOn: '2026-10-06',
    title: {
      ar: 'الجمعية العمومية تعتمد التقرير السنوي والميزانية',
      en: 'General assembly approves the annual report and budget',
    },
    summary: {
      ar: 'عقدت الجمعية العمومية للاتحاد اجتماعها العادي بحضور ممثلي الأندية والأكاديميات الأعضاء، واعتمدت التقريرين الإداري والمالي.',
      en: 'The federation’s general assembly held its ordinary meeting with representatives of member clubs and academies, and approved the administrative and financial reports.',
    },
    more: {
      ar: `استعرض التقرير الإداري نمو أعداد اللاعبين المسجلين بنسبة ثمانية عشر في المئة، وزيادة عدد البطولات المنظمة، وإطلاق برامج تأهيل المدربين والحكام.

كما ناقشت الجمعية خطة الموسم المقبل، وأوصت بزيادة الدعم المقدم للأكاديميات الناشئة في الإمارات الشمالية.`,
      en: `The administrative report showed registered players up by eighteen per cent, more tournaments organised, and new education programmes for coaches and judges.

The assembly also discussed next season's plan and recommended more support for the young academies in the northern emirates.`,
    },
    image: null,
  },
  {
    publishedOn: '2026-09-29',
    title: {
      ar: 'إدراج فئة القوس المجرد في بطولات الناشئين الوطنية',
      en: 'Barebow added to the national junior championships',
    },
    summary: {
      ar: 'قرر مجلس إدارة الاتحاد إدراج فئة القوس المجرد في بطولات الناشئين بدءاً من هذا الموسم، استجابة لتزايد أعداد ممارسيها.',
      en: 'The board has added a barebow division to the junior championships from this season, as more young archers take it up.',
    },
    more: {
      ar: `القوس المجرد قوس منحنٍ بلا جهاز تصويب ولا مثبتات، ويعتمد فيه الرامي على حسّه وتقنيته في التصويب، ما يجعله مدخلاً مناسباً لكثير من الناشئين.

وستُقام منافسات الفئة الجديدة للبنين والبنات في فئتي تحت 15 سنة وتحت 18 سنة.`,
      en: `A barebow is a recurve bow without a sight or stabilisers; archers aim by feel and technique, which makes it a natural start for many young archers.

The new division will be contested by boys and girls in the under 15 and under 18 age classes.`,
    },
    image: photo('news/2026/barebow-juniors.jpg', 'bow'),
  },
  {
    publishedOn: '2026-09-22',
    title: {
      ar: 'يوم لتصنيف رماة أصحاب الهمم في دبي',
      en: 'Classification day for para archers in Dubai',
    },
    summary: {
      ar: 'استضافت دبي يوماً لتصنيف رماة أصحاب الهمم وفق المعايير الدولية، تمهيداً لمشاركتهم في البطولات الوطنية.',
      en: 'Dubai hosted a classification day for para archers under international criteria, so that they can compete at national tournaments.',
    },
    more: {
      ar: `أجرى المصنّفون المعتمدون فحوصاً لتحديد الفئة المناسبة لكل رامٍ، وقدّموا توصيات بشأن المعدات المساعدة المسموح بها.

ويعمل الاتحاد مع الأندية على تهيئة ميادينها لاستقبال الرماة من أصحاب الهمم، إيماناً بأن القوس والسهم رياضة تتسع للجميع.`,
      en: `Accredited classifiers assessed each archer to find the right sport class and advised on the assistive equipment allowed.

The federation is working with clubs to make their ranges accessible, in the belief that archery is a sport for everyone.`,
    },
    image: photo('news/2026/para-classification.jpg', 'target'),
  },
  {
    publishedOn: '2026-09-15',
    title: {
      ar: 'الاجتماع التنسيقي مع الأندية والأكاديميات قبل انطلاق الموسم',
      en: 'Coordination meeting with clubs and academies before the season',
    },
    summary: {
      ar: 'التقى الاتحاد ممثلي الأندية والأكاديميات لاستعراض مواعيد التسجيل ومتطلبات الترخيص للموسم الجديد.',
      en: 'The federation met club and academy representatives to go over registration dates and licensing requirements for the new season.',
    },
    more: {
      ar: `شرح فريق الاتحاد خطوات تسجيل اللاعبين عبر الحسابات الإلكترونية للأندية، ومواعيد تجديد التراخيص، وآلية الاعتراض على نتائج البطولات.

واستمع الاتحاد إلى مقترحات الأندية بشأن تنظيم البطولات المفتوحة، ووعد بدراستها قبل اعتماد الروزنامة النهائية.`,
      en: `The federation team explained how to register players through the clubs' online accounts, when licences must be renewed, and how to appeal tournament results.

The federation also heard the clubs' proposals on open tournaments and promised to study them before fixing the final calendar.`,
    },
    image: null,
  },
  {
    publishedOn: '2026-09-07',
    title: {
      ar: 'رأس الخيمة تستضيف أول بطولة مفتوحة للقوس المجرد',
      en: 'Ras Al Khaimah hosts the first open barebow tournament',
    },
    summary: {
      ar: 'شارك في البطولة أربعة وخمسون رامياً ورامية من داخل الدولة وخارجها، في أجواء تنافسية على ميدان نادي رأس الخيمة.',
      en: 'Fifty-four archers from the UAE and abroad took part in a competitive event at Ras Al Khaimah Archery Club’s range.',
    },
    more: {
      ar: `أقيمت المنافسات على مسافة 50 متراً، وطُبّق في مباريات الأدوار النهائية نظام المجموعات المعتمد دولياً.

وأعرب المشاركون عن تقديرهم لحسن التنظيم، فيما أكد الاتحاد أن البطولة ستصبح موعداً سنوياً ثابتاً على الروزنامة.`,
      en: `The competition was shot at 50 metres, and the finals used the international set system.

Participants praised the organisation, and the federation confirmed the tournament will become a fixed date on the calendar each year.`,
    },
    image: photo('news/2026/rak-barebow-open.jpg', 'range'),
  },
  {
    publishedOn: '2026-08-30',
    title: {
      ar: 'مهرجان للقوس والسهم احتفاءً بيوم المرأة الإماراتية',
      en: 'Archery festival for Emirati Women’s Day',
    },
    summary: {
      ar: 'احتفى الاتحاد بيوم المرأة الإماراتية بمهرجان مفتوح للسيدات والفتيات شهد مشاركة قياسية في الحصص التعريفية والمسابقات الودية.',
      en: 'The federation marked Emirati Women’s Day with an open festival for women and girls, with record turnout for taster sessions and friendly contests.',
    },
    more: {
      ar: `قدّمت مدربات معتمدات حصصاً للمبتدئات، وأقيمت مسابقة ودية على مسافة 10 أمتار للعائلات.

وأعلن الاتحاد عن دورة مخصصة للسيدات في الموسم الجديد، يُعلن عن مواعيدها في صفحة الدورات التدريبية.`,
      en: `Certified women coaches ran sessions for beginners, and families joined a friendly contest at 10 metres.

The federation announced a course for women in the new season; its dates will appear on the training courses page.`,
    },
    image: photo('news/2026/womens-day-festival.jpg', 'archer'),
  },
  {
    publishedOn: '2026-08-18',
    title: {
      ar: 'اختتام المعسكر الصيفي للناشئين في أبوظبي',
      en: 'Junior summer camp closes in Abu Dhabi',
    },
    summary: {
      ar: 'اختُتم المعسكر الصيفي للناشئين بعد أربعة أسابيع من التدريب في صالة مكيفة، بمشاركة ستين ناشئاً وناشئة.',
      en: 'The junior summer camp ended after four weeks of training in an air-conditioned hall, with sixty boys and girls taking part.',
    },
    more: {
      ar: `تعلّم المشاركون أساسيات الوقفة والشدّ والإطلاق، إلى جانب قواعد السلامة وآداب الميدان، واختُتم المعسكر بمسابقة ودية وتوزيع الشهادات.

وشكر الاتحاد أولياء الأمور على ثقتهم، ودعا المشاركين إلى مواصلة التدريب في الأندية خلال الموسم.`,
      en: `Participants learned the basics of stance, draw and release, along with safety rules and range etiquette. The camp closed with a friendly contest and a certificate ceremony.

The federation thanked the parents for their trust and invited the young archers to keep training at their clubs during the season.`,
    },
    image: photo('news/2026/junior-summer-camp.jpg', 'indoor'),
  },
  {
    publishedOn: '2026-07-28',
    title: {
      ar: 'الاتحاد يطلق برنامج المتطوعين في البطولات',
      en: 'Federation launches a volunteer programme for tournaments',
    },
    summary: {
      ar: 'يفتح البرنامج الجديد باب التطوع في تنظيم البطولات أمام الطلاب وأفراد المجتمع، مع تدريب على مهام الميدان.',
      en: 'The new programme invites students and members of the public to volunteer at tournaments, with training for the work on the range.',
    },
    more: {
      ar: `يتدرب المتطوعون على تسجيل النقاط، وإدارة خطوط الرماية، واستقبال الجمهور، ويحصلون على ساعات تطوعية معتمدة.

ويمكن التسجيل في البرنامج عبر صفحة اتصل بنا، مع ذكر الإمارة المفضلة للتطوع.`,
      en: `Volunteers learn to keep scores, manage the shooting lines and welcome spectators, and receive certified volunteering hours.

To sign up, write to the federation through the contact page and say which emirate you would like to volunteer in.`,
    },
    image: null,
  },
  {
    publishedOn: '2026-07-12',
    title: {
      ar: 'اثنا عشر مدرباً يُكملون شهادة المستوى الثاني',
      en: 'Twelve coaches complete the Level 2 certificate',
    },
    summary: {
      ar: 'أنهى اثنا عشر مدرباً من الأندية والأكاديميات متطلبات شهادة التدريب من المستوى الثاني بعد برنامج امتد ستة أشهر.',
      en: 'Twelve club and academy coaches have completed the Level 2 coaching certificate after a six-month programme.',
    },
    more: {
      ar: `شمل البرنامج تخطيط الموسم التدريبي، وضبط المعدات، وتحليل الأداء، والإعداد الذهني للرماة في المنافسات.

ويرتفع بذلك عدد المدربين الحاصلين على المستوى الثاني في الدولة إلى واحد وثلاثين مدرباً.`,
      en: `The programme covered planning a training season, equipment tuning, performance analysis and archers' mental preparation for competition.

The UAE now has thirty-one coaches certified at Level 2.`,
    },
    image: photo('news/2026/level-2-coaches.jpg', 'bow'),
  },
  {
    publishedOn: '2026-06-25',
    title: {
      ar: 'حفل ختام موسم 2025-2026 يكرّم الأبطال',
      en: 'Season 2025-2026 closing ceremony honours the champions',
    },
    summary: {
      ar: 'كرّم الاتحاد أبطال الموسم والأندية المتميزة والحكام والمتطوعين في حفل أقيم في دبي.',
      en: 'The federation honoured the season’s champions, the leading clubs, the judges and the volunteers at a ceremony in Dubai.',
    },
    more: {
      ar: `حصل نادي الشارقة للرماية على لقب أفضل نادٍ في الموسم، فيما نالت أكاديمية الظفرة للقوس والسهم جائزة أفضل برنامج للناشئين.

وشكر رئيس مجلس الإدارة جميع الرماة والمدربين على موسم حافل، مؤكداً أن الموسم المقبل سيشهد مزيداً من البطولات والبرامج.`,
      en: `Sharjah Archery Club was named club of the season, and Al Dhafra Archery Academy received the award for the best junior programme.

The chairman thanked all archers and coaches for a busy season and promised more tournaments and programmes next season.`,
    },
    image: photo('news/2026/season-closing-ceremony.jpg', 'rings'),
  },
  {
    publishedOn: '2026-06-10',
    title: {
      ar: 'نشر التصنيف الوطني للرماة لموسم 2025-2026',
      en: 'National archer rankings for 2025-2026 published',
    },
    summary: {
      ar: 'أصدر الاتحاد التصنيف الوطني النهائي للموسم في جميع الفئات والأعمار، استناداً إلى نتائج البطولات المعتمدة.',
      en: 'The federation has published the final national rankings of the season for every division and age class, based on sanctioned tournament results.',
    },
    more: {
      ar: `يُحتسب التصنيف من أفضل ثلاث نتائج لكل رامٍ في البطولات المحلية والمفتوحة، ويُعتمد أساساً لاختيار المنتخبات الوطنية.

ويمكن الاطلاع على التصنيف في التعميم رقم 08/2026، ولأي ملاحظات يُرجى التواصل مع اللجنة الفنية خلال أسبوعين من تاريخ النشر.`,
      en: `Each archer's ranking counts their best three results at local and open tournaments, and the rankings are the basis for national team selection.

The rankings are in circular 08/2026. Please send any remarks to the technical committee within two weeks of publication.`,
    },
    image: null,
  },
  {
    publishedOn: '2026-05-24',
    title: {
      ar: 'نادي عجمان ينظم يوماً عائلياً للقوس والسهم',
      en: 'Ajman club holds a family archery day',
    },
    summary: {
      ar: 'استقبل نادي عجمان للقوس والسهم أكثر من ثلاثمئة زائر في يوم عائلي تضمّن حصصاً تعريفية ومسابقات للأطفال.',
      en: 'Ajman Archery Club welcomed more than three hundred visitors to a family day of taster sessions and children’s contests.',
    },
    more: {
      ar: `أشرف مدربو النادي على الحصص التعريفية مع التزام تام بقواعد السلامة، واستخدم الأطفال أقواساً خفيفة وأهدافاً كبيرة على مسافات قصيرة.

وسجّل عدد من الأسر أبناءها في برنامج النادي للمبتدئين الذي يبدأ مع الموسم الجديد.`,
      en: `The club's coaches ran the sessions under strict safety rules, and children used light bows and large targets at short distances.

Several families signed their children up for the club's beginners' programme, which starts with the new season.`,
    },
    image: photo('news/2026/ajman-family-day.jpg', 'range'),
  },
  {
    publishedOn: '2026-05-09',
    title: {
      ar: 'البطولة الوطنية للمنافسات الخارجية على مسافة 70 متراً',
      en: 'National outdoor championship at 70 metres',
    },
    summary: {
      ar: 'اختُتمت البطولة الوطنية للمنافسات الخارجية في أبوظبي، حيث تنافس الرماة على مسافة 70 متراً للقوس الأولمبي و50 متراً للقوس المركّب.',
      en: 'The national outdoor championship ended in Abu Dhabi, with recurve archers shooting at 70 metres and compound archers at 50 metres.',
    },
    more: {
      ar: `واجه الرماة رياحاً متقلبة في اليوم الأول، ما أضفى على المنافسة طابعاً تكتيكياً، قبل أن تستقر الأجواء في الأدوار النهائية.

وسجّلت البطولة أرقاماً شخصية جديدة لعدد من رماة الفئات العمرية، وتأهل أصحاب المراكز الأولى إلى قائمة المنتخب الوطني.`,
      en: `Gusty wind on the first day made the contest a tactical one before conditions settled for the finals.

Several age-class archers set personal bests, and the top finishers earned places on the national squad list.`,
    },
    image: photo('news/2026/national-outdoor-70m.jpg', 'archer'),
  },
  {
    publishedOn: '2026-04-26',
    title: {
      ar: 'ورشة توعوية بمكافحة المنشطات للرماة والمدربين',
      en: 'Anti-doping awareness workshop for archers and coaches',
    },
    summary: {
      ar: 'نظم الاتحاد ورشة توعوية حول قواعد مكافحة المنشطات وحقوق الرياضيين وواجباتهم خلال الفحوص.',
      en: 'The federation held an awareness workshop on anti-doping rules and athletes’ rights and duties during testing.',
    },
    more: {
      ar: `تناولت الورشة قائمة المواد المحظورة، وإجراءات طلب الإعفاء للاستخدام العلاجي، ومسؤولية الرياضي عن كل ما يتناوله من أدوية ومكملات.

ودعا الاتحاد الرماة إلى استشارة الطبيب قبل تناول أي دواء في فترة المنافسات، والرجوع إلى التعميم رقم 06/2026.`,
      en: `The workshop covered the prohibited list, how to apply for a therapeutic use exemption, and the athlete's responsibility for every medicine and supplement they take.

The federation urged archers to consult a doctor before taking any medicine during competition periods, and to read circular 06/2026.`,
    },
    image: null,
  },
  {
    publishedOn: '2026-04-11',
    title: {
      ar: 'نادي أم القيوين يطلق صفوفاً مسائية للمبتدئين',
      en: 'Umm Al Quwain club starts evening classes for beginners',
    },
    summary: {
      ar: 'أطلق نادي أم القيوين للقوس والسهم صفوفاً مسائية للمبتدئين من عمر عشر سنوات فما فوق، بمعدل حصتين أسبوعياً.',
      en: 'Umm Al Quwain Archery Club has started evening classes for beginners aged ten and over, twice a week.',
    },
    more: {
      ar: `يوفّر النادي المعدات اللازمة للمبتدئين خلال الأشهر الثلاثة الأولى، ثم يساعدهم المدربون في اختيار أقواسهم الخاصة.

ويتعلم المشاركون في الصفوف أساسيات القوس الأولمبي قبل أن يختاروا الفئة التي يرغبون في التنافس فيها.`,
      en: `The club lends beginners all the equipment they need for the first three months; coaches then help them choose bows of their own.

Participants learn the basics on recurve bows before choosing the division they want to compete in.`,
    },
    image: photo('news/2026/uaq-evening-classes.jpg', 'target'),
  },
  {
    publishedOn: '2026-03-05',
    title: {
      ar: 'بطولة رمضان المسائية تجمع الأندية في الشارقة',
      en: 'Ramadan evening tournament brings the clubs together in Sharjah',
    },
    summary: {
      ar: 'أقيمت بطولة رمضان المسائية بعد صلاة التراويح بمشاركة فرق من تسعة أندية وأكاديميات.',
      en: 'The Ramadan evening tournament was held after taraweeh prayers, with teams from nine clubs and academies.',
    },
    more: {
      ar: `تنافست الفرق في منافسات الفرق المختلطة على مسافة 18 متراً، في أجواء رمضانية جمعت الرماة وعائلاتهم.

وفاز فريق نادي دبي للقوس والسهم باللقب بعد مباراة نهائية حُسمت برمية فاصلة.`,
      en: `Teams competed in mixed team events at 18 metres, in a Ramadan atmosphere that brought archers and their families together.

Dubai Archery Club's team took the title after a final decided by a shoot-off.`,
    },
    image: photo('news/2026/ramadan-evening-tournament.jpg', 'indoor'),
  },
  {
    publishedOn: '2026-02-21',
    title: {
      ar: 'ختام بطولة دبي المفتوحة للقوس والسهم داخل الصالات',
      en: 'Dubai Open Indoor Archery Tournament concludes',
    },
    summary: {
      ar: 'شهدت بطولة دبي المفتوحة مشاركة رماة من ثماني دول، وتنافساً قوياً في فئتي القوس الأولمبي والقوس المركّب.',
      en: 'Archers from eight countries took part in the Dubai Open, with close contests in the recurve and compound divisions.',
    },
    more: {
      ar: `أتاحت البطولة لرماة الأندية المحلية فرصة الاحتكاك بمستويات دولية متنوعة، وحقق رماة الإمارات عدداً من المراكز المتقدمة.

وأشاد الوفود المشاركة بتنظيم البطولة وبمستوى الصالة والمعدات.`,
      en: `The tournament gave club archers a chance to measure themselves against a range of international levels, and UAE archers finished high in several events.

The visiting teams praised the organisation, the hall and the equipment.`,
    },
    image: photo('news/2026/dubai-open-indoor.jpg', 'target'),
  },
  {
    publishedOn: '2026-02-07',
    title: {
      ar: 'إرشادات جديدة لفحص المعدات قبل المنافسات',
      en: 'New guidelines for equipment inspection before competitions',
    },
    summary: {
      ar: 'أصدر الاتحاد إرشادات موحدة لفحص الأقواس والأسهم قبل بدء المنافسات، لتسريع الإجراءات وضمان العدالة بين الرماة.',
      en: 'The federation has issued common guidelines for inspecting bows and arrows before competition, to speed things up and keep the contest fair.',
    },
    more: {
      ar: `تحدد الإرشادات المواصفات المسموح بها لكل فئة، مثل أقصى قوة شدّ للقوس المركّب، ومتطلبات القوس المجرد بلا جهاز تصويب.

ويُطلب من الرماة الحضور إلى منطقة الفحص قبل موعد التسجيل بثلاثين دقيقة على الأقل، ومعهم جميع الأسهم التي سيستخدمونها.`,
      en: `The guidelines set out what is allowed in each division, such as the maximum draw weight of a compound bow and the rules for barebows without sights.

Archers must come to the inspection area at least thirty minutes before check-in, with every arrow they intend to shoot.`,
    },
    image: null,
  },
  {
    publishedOn: '2026-01-24',
    title: {
      ar: 'يوم العائلة للقوس والسهم في حديقة أم الإمارات',
      en: 'Family Archery Day at Umm Al Emarat Park',
    },
    summary: {
      ar: 'استقطب يوم العائلة للقوس والسهم في أبوظبي مئات الزوار الذين جرّبوا الرياضة لأول مرة تحت إشراف مدربي الاتحاد.',
      en: 'Family Archery Day in Abu Dhabi drew hundreds of visitors who tried the sport for the first time under the federation’s coaches.',
    },
    more: {
      ar: `تضمّن البرنامج مسابقات للأطفال والآباء، وركناً للتعريف بأنواع الأقواس، وعروضاً لرماة المنتخب الوطني.

ويأتي هذا النشاط ضمن برامج الاتحاد المجتمعية التي تهدف إلى نشر الرياضة بين مختلف الفئات العمرية.`,
      en: `The programme included contests for children and parents, a corner presenting the different kinds of bow, and demonstrations by national team archers.

The event is one of the federation's community programmes to spread the sport across all ages.`,
    },
    image: photo('news/2026/family-day-umm-al-emarat.jpg', 'range'),
    photos: ['gallery/family-day-2026/first-arrows.jpg', 'gallery/family-day-2026/parents-and-children.jpg'],
  },
  {
    publishedOn: '2026-01-10',
    title: {
      ar: 'محاضرة في التغذية والترطيب للرماة',
      en: 'Lecture on nutrition and hydration for archers',
    },
    summary: {
      ar: 'قدّمت أخصائية تغذية رياضية محاضرة للرماة والمدربين عن التغذية في أيام المنافسات وأهمية الترطيب في الأجواء الحارة.',
      en: 'A sports nutritionist spoke to archers and coaches about eating on competition days and staying hydrated in the heat.',
    },
    more: {
      ar: `أوضحت المحاضرة أن بطولة القوس والسهم قد تمتد ساعات طويلة، ما يتطلب وجبات خفيفة منتظمة للحفاظ على التركيز وثبات اليد.

كما قدّمت نصائح عملية لشرب الماء بكميات صغيرة ومتكررة خلال الأشواط، وتجنب المشروبات الغنية بالكافيين قبل المنافسة.`,
      en: `An archery tournament can last many hours, so regular light meals help archers keep their focus and a steady hand.

The lecture also gave practical advice: drink water in small, frequent amounts between ends, and avoid caffeine-rich drinks before competing.`,
    },
    image: null,
  },
  {
    publishedOn: '2025-12-03',
    title: {
      ar: 'مهرجان عيد الاتحاد للقوس والسهم',
      en: 'National Day archery festival',
    },
    summary: {
      ar: 'احتفل الاتحاد بعيد الاتحاد الرابع والخمسين بمهرجان للقوس والسهم على واجهة المجاز المائية في الشارقة.',
      en: 'The federation celebrated the 54th UAE National Day with an archery festival on Al Majaz Waterfront in Sharjah.',
    },
    more: {
      ar: `زيّنت أعلام الدولة ميدان المهرجان، وشارك الزوار في مسابقات ودية وعروض للرماية التقليدية.

وأكد الاتحاد أن القوس والسهم جزء من موروث المنطقة، وأن الاحتفاء به في المناسبات الوطنية يربط الأجيال الجديدة بتراثها.`,
      en: `The national flag decorated the festival range, and visitors joined friendly contests and demonstrations of traditional archery.

The federation said archery is part of the region's heritage, and celebrating it on national occasions connects new generations with that heritage.`,
    },
    image: photo('news/2025/national-day-festival.jpg', 'archer'),
    photos: [
      'gallery/national-day-2025/festival-range.jpg',
      'gallery/national-day-2025/traditional-bows.jpg',
    ],
  },
  {
    publishedOn: '2025-11-15',
    title: {
      ar: 'أكاديمية خورفكان تخرّج أول دفعة من الناشئين',
      en: 'Khor Fakkan academy graduates its first junior class',
    },
    summary: {
      ar: 'احتفلت أكاديمية خورفكان للقوس والسهم بتخريج أول دفعة من الناشئين بعد عام كامل من التدريب المنتظم.',
      en: 'Khor Fakkan Archery Academy celebrated its first class of juniors after a full year of regular training.',
    },
    more: {
      ar: `اجتاز الخريجون اختبارات المهارات الأساسية، وشارك عدد منهم في بطولات الناشئين الوطنية.

وتستعد الأكاديمية لاستقبال دفعة جديدة مع بداية الفصل الدراسي الثاني.`,
      en: `The graduates passed the basic skills tests, and several of them have already competed at national junior tournaments.

The academy is getting ready to welcome a new class at the start of the second school term.`,
    },
    image: photo('news/2025/khor-fakkan-graduates.jpg', 'arrows'),
  },
  {
    publishedOn: '2025-10-18',
    title: {
      ar: 'إطلاق الموقع الإلكتروني الجديد للاتحاد باللغتين',
      en: 'Federation launches its new website in Arabic and English',
    },
    summary: {
      ar: 'أطلق الاتحاد موقعه الإلكتروني الجديد باللغتين العربية والإنجليزية، مع حسابات إلكترونية للأندية واللاعبين والمدربين والحكام.',
      en: 'The federation has launched its new website in Arabic and English, with online accounts for clubs, players, coaches and judges.',
    },
    more: {
      ar: `يتيح الموقع التسجيل في البطولات، ومتابعة الأخبار والتعاميم، والاطلاع على الأندية ومراكز التدريب في كل إمارة.

ويرحب الاتحاد بملاحظات الزوار عبر صفحة اتصل بنا لتطوير الموقع باستمرار.`,
      en: `The site lets members register for tournaments, follow news and circulars, and find clubs and training centres in every emirate.

The federation welcomes visitors' feedback through the contact page to keep improving the site.`,
    },
    image: photo('news/2025/new-website.jpg', 'rings'),
  },
  {
    publishedOn: '2025-09-20',
    title: {
      ar: 'فتح باب تسجيل الأندية والأكاديميات لموسم 2025-2026',
      en: 'Club and academy registration opens for 2025-2026',
    },
    summary: {
      ar: 'أعلن الاتحاد فتح باب تسجيل الأندية والأكاديميات وتجديد عضويتها للموسم الرياضي 2025-2026.',
      en: 'The federation has opened registration and membership renewal for clubs and academies for the 2025-2026 season.',
    },
    more: {
      ar: `يتم التسجيل عبر الحساب الإلكتروني لكل نادٍ، مع إرفاق الرخصة السارية وقائمة المدربين المعتمدين.

ويستمر التسجيل حتى نهاية أكتوبر، ولا تُقبل مشاركة الأندية غير المسجلة في بطولات الموسم.`,
      en: `Registration is done through each club's online account, with a valid licence and the list of certified coaches attached.

Registration stays open until the end of October; clubs that have not registered cannot enter the season's tournaments.`,
    },
    image: null,
  },
];
