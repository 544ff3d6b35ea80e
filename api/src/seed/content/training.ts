import type { Emirate, LocalizedText } from '@uaeaf/contracts';
import { type ImageSpec, photo } from '../media/catalog';

// A course shows the picture of the centre it is held at.
const centrePhotos = {
  abuDhabi: photo('training-centres/abu-dhabi.jpg', 'indoor'),
  dubai: photo('training-centres/dubai.jpg', 'range'),
  sharjah: photo('training-centres/sharjah.jpg', 'archer'),
  rasAlKhaimah: photo('training-centres/ras-al-khaimah.jpg', 'range'),
};

export interface TrainingCentreSeed {
  /** How the courses below refer to their centre. */
  key: string;
  name: LocalizedText;
  emirate: Emirate;
  address: LocalizedText | null;
  image: ImageSpec | null;
  /** Seed Markdown (content/rich-text.ts), or null. */
  description: LocalizedText | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  location: { latitude: number; longitude: number } | null;
}

export const trainingCentreSeeds: TrainingCentreSeed[] = [
  {
    key: 'abu-dhabi',
    name: { ar: 'مركز الاتحاد للقوس والسهم - أبوظبي', en: 'Federation Archery Centre, Abu Dhabi' },
    emirate: 'abu-dhabi',
    address: { ar: 'مدينة زايد الرياضية، أبوظبي', en: 'Zayed Sports City, Abu Dhabi' },
    image: centrePhotos.abuDhabi,
    description: {
      ar: `المركز الرئيسي لبرامج الاتحاد، ويضم صالة داخلية مكيفة بثلاثين هدفاً على مسافة 18 متراً، وميداناً خارجياً حتى 90 متراً.

- برامج المنتخبات الوطنية والمواهب الواعدة.
- دورات تأهيل المدربين والحكام.
- ورشة لصيانة المعدات وضبطها.`,
      en: `The main centre for the federation's programmes, with an air-conditioned indoor hall of thirty targets at 18 metres and an outdoor range up to 90 metres.

- National team and talent programmes.
- Coach and judge education courses.
- A workshop for equipment maintenance and tuning.`,
    },
    phone: '+971 2 555 0100',
    email: 'training@uaearchery.ae',
    website: null,
    location: { latitude: 24.4163, longitude: 54.4536 },
  },
  {
    key: 'dubai',
    name: { ar: 'مركز دبي لتدريب القوس والسهم', en: 'Dubai Archery Training Centre' },
    emirate: 'dubai',
    address: { ar: 'ند الشبا، دبي', en: 'Nad Al Sheba, Dubai' },
    image: centrePhotos.dubai,
    description: {
      ar: `ميدان خارجي مضاء يتيح التدريب في المساء طوال العام، مع صالة صغيرة للمبتدئين.

- صفوف للمبتدئين من عمر تسع سنوات.
- حصص مسائية للسيدات.
- برنامج للقوس المركّب على مسافة 50 متراً.`,
      en: `A floodlit outdoor range for evening training all year round, with a small hall for beginners.

- Beginners' classes from the age of nine.
- Evening sessions for women.
- A compound programme at 50 metres.`,
    },
    phone: '+971 4 555 0190',
    email: null,
    website: 'https://dubai-archery.example/training',
    location: { latitude: 25.1545, longitude: 55.3148 },
  },
  {
    key: 'sharjah',
    name: { ar: 'مركز الشارقة لتدريب القوس والسهم', en: 'Sharjah Archery Training Centre' },
    emirate: 'sharjah',
    address: { ar: 'طريق مليحة، الشارقة', en: 'Mleiha Road, Sharjah' },
    image: centrePhotos.sharjah,
    description: {
      ar: `يستضيف المركز أغلب البطولات الداخلية للاتحاد، ويقدّم برامج للناشئين ورماة أصحاب الهمم.

- ممرات ومداخل مهيأة للكراسي المتحركة.
- برنامج أسبوعي للقوس المجرد.`,
      en: `The centre hosts most of the federation's indoor tournaments and runs programmes for juniors and para archers.

- Paths and entrances designed for wheelchairs.
- A weekly barebow programme.`,
    },
    phone: '+971 6 555 0121',
    email: null,
    website: null,
    location: { latitude: 25.2854, longitude: 55.5416 },
  },
  {
    key: 'ras-al-khaimah',
    name: { ar: 'مركز رأس الخيمة للقوس والسهم', en: 'Ras Al Khaimah Archery Centre' },
    emirate: 'ras-al-khaimah',
    address: { ar: 'منطقة الظيت، رأس الخيمة', en: 'Al Dhait, Ras Al Khaimah' },
    image: centrePhotos.rasAlKhaimah,
    description: null,
    phone: '+971 7 555 0127',
    email: null,
    website: null,
    location: { latitude: 25.7637, longitude: 55.9716 },
  },
  {
    key: 'fujairah',
    name: { ar: 'مركز الفجيرة للقوس والسهم', en: 'Fujairah Archery Centre' },
    emirate: 'fujairah',
    address: null,
    image: null,
    description: {
      ar: 'ميدان خارجي جديد يتسع لاثني عشر هدفاً على مسافات حتى 70 متراً، مع مساحة مخصصة للمبتدئين.',
      en: 'A new outdoor range with twelve targets at distances up to 70 metres, and an area set aside for beginners.',
    },
    phone: null,
    email: null,
    website: null,
    location: null,
  },
];

export interface TrainingCourseSeed {
  name: LocalizedText;
  /**
   * Days from the seed's reference day (the UAE day the demo content is loaded), so that a fresh database always shows
   * courses open, upcoming and closed, whatever the date.
   */
  registration: [start: number, end: number];
  course: [start: number, end: number];
  venue: LocalizedText | null;
  image: ImageSpec | null;
  description: LocalizedText;
  centre: string | null;
}

export const trainingCourseSeeds: TrainingCourseSeed[] = [
  {
    name: { ar: 'دورة المدربين - المستوى الأول', en: 'Coaching course, Level 1' },
    registration: [-20, 10],
    course: [20, 24],
    venue: { ar: 'مركز الاتحاد للقوس والسهم، أبوظبي', en: 'Federation Archery Centre, Abu Dhabi' },
    image: centrePhotos.abuDhabi,
    description: {
      ar: `دورة من خمسة أيام تؤهل المشاركين لتدريب المبتدئين في الأندية والمدارس.

## المحتوى

- قواعد السلامة وإدارة الميدان.
- دورة الرمية وتصحيح الأخطاء الشائعة.
- تخطيط الحصص للمبتدئين والأطفال.

## الشروط

أن يكون عمر المشارك 18 عاماً فأكثر، وأن يجيد أساسيات الرمي بالقوس الأولمبي.`,
      en: `A five-day course that qualifies participants to coach beginners at clubs and schools.

## Content

- Safety rules and range management.
- The shot cycle and correcting common faults.
- Planning sessions for beginners and children.

## Requirements

Participants must be 18 or over and able to shoot a recurve bow with sound basic technique.`,
    },
    centre: 'abu-dhabi',
  },
  {
    name: { ar: 'دورة المبتدئين للناشئين (8-14 سنة)', en: 'Beginners’ course for juniors (ages 8-14)' },
    registration: [-5, 25],
    course: [30, 58],
    venue: { ar: 'مركز دبي لتدريب القوس والسهم', en: 'Dubai Archery Training Centre' },
    image: centrePhotos.dubai,
    description: {
      ar: `ثماني حصص على مدى أربعة أسابيع، يتعلم فيها الناشئون أساسيات القوس الأولمبي بأمان ومتعة.

يوفّر المركز جميع المعدات، ويحصل المشاركون في النهاية على شهادة المستوى التمهيدي.`,
      en: `Eight sessions over four weeks in which juniors learn recurve basics safely and with fun.

The centre provides all the equipment, and participants receive an introductory level certificate at the end.`,
    },
    centre: 'dubai',
  },
  {
    name: { ar: 'أساسيات القوس المجرد', en: 'Barebow fundamentals' },
    registration: [7, 35],
    course: [45, 47],
    venue: { ar: 'مركز الشارقة لتدريب القوس والسهم', en: 'Sharjah Archery Training Centre' },
    image: centrePhotos.sharjah,
    description: {
      ar: `ورشة من ثلاثة أيام للرماة الذين يرغبون في التحول إلى القوس المجرد أو المنافسة فيه.

- التصويب بموضع السهم وطريقة انزلاق الأصابع على الوتر.
- ضبط القوس دون جهاز تصويب.
- قواعد الفئة في المنافسات.`,
      en: `A three-day workshop for archers who want to move to barebow or compete in it.

- Aiming by arrow position and string walking.
- Tuning a bow without a sight.
- The division's competition rules.`,
    },
    centre: 'sharjah',
  },
  {
    name: { ar: 'ورشة ضبط القوس المركّب', en: 'Compound bow tuning workshop' },
    registration: [-60, -30],
    course: [-20, -19],
    venue: { ar: 'مركز الاتحاد للقوس والسهم، أبوظبي', en: 'Federation Archery Centre, Abu Dhabi' },
    image: photo('training-courses/compound-tuning.jpg', 'arrows'),
    description: {
      ar: 'يومان عمليان في ضبط توقيت البكرات، ومسند السهم، وأداة الإطلاق، واختبارات طيران السهم عبر الورق.',
      en: 'Two practical days on cam timing, the arrow rest, the release aid, and paper tuning.',
    },
    centre: 'abu-dhabi',
  },
  {
    name: { ar: 'دورة الحكام - المستوى الأول', en: 'Judges’ course, Level 1' },
    registration: [-45, -15],
    course: [-10, -8],
    venue: { ar: 'مقر الاتحاد، دبي', en: 'Federation office, Dubai' },
    image: null,
    description: {
      ar: `تؤهل الدورة المشاركين للعمل حكاماً في البطولات المحلية.

1. قواعد المنافسات الداخلية والخارجية.
2. فحص المعدات.
3. تسجيل النقاط والفصل في الحالات الخلافية.
4. اختبار نظري وعملي في اليوم الأخير.`,
      en: `The course qualifies participants to judge at local tournaments.

1. Indoor and outdoor competition rules.
2. Equipment inspection.
3. Scoring and ruling on disputed arrows.
4. A written and a practical exam on the last day.`,
    },
    centre: null,
  },
  {
    name: { ar: 'دورة القوس والسهم للسيدات', en: 'Archery course for women' },
    registration: [-3, 14],
    course: [21, 49],
    venue: { ar: 'مركز دبي لتدريب القوس والسهم', en: 'Dubai Archery Training Centre' },
    image: centrePhotos.dubai,
    description: {
      ar: 'حصص مسائية بإشراف مدربات معتمدات، للمبتدئات ومن لديهن خبرة سابقة، مع توفير المعدات خلال الدورة.',
      en: 'Evening sessions led by certified women coaches, for beginners and for those with some experience; equipment is provided during the course.',
    },
    centre: 'dubai',
  },
  {
    name: { ar: 'ورشة تدريب رماة أصحاب الهمم', en: 'Para archery coaching workshop' },
    registration: [14, 40],
    course: [50, 52],
    venue: { ar: 'مركز الشارقة لتدريب القوس والسهم', en: 'Sharjah Archery Training Centre' },
    image: centrePhotos.sharjah,
    description: {
      ar: 'ورشة للمدربين حول تكييف التقنية والمعدات لرماة أصحاب الهمم، وفهم فئات التصنيف الدولية.',
      en: 'A workshop for coaches on adapting technique and equipment for para archers and understanding the international sport classes.',
    },
    centre: 'sharjah',
  },
  {
    name: { ar: 'المعسكر الصيفي للناشئين', en: 'Junior summer camp' },
    registration: [-150, -120],
    course: [-110, -95],
    venue: { ar: 'مركز الاتحاد للقوس والسهم، أبوظبي', en: 'Federation Archery Centre, Abu Dhabi' },
    image: centrePhotos.abuDhabi,
    description: {
      ar: 'معسكر صيفي في صالة مكيفة يجمع التدريب الفني والأنشطة الترفيهية، ويُختتم بمسابقة ودية.',
      en: 'A summer camp in an air-conditioned hall that mixes technical training with recreational activities and ends with a friendly contest.',
    },
    centre: 'abu-dhabi',
  },
];
