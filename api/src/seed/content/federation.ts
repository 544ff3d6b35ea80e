import type { LocalizedText } from '@uaeaf/contracts';
import { type ImageSpec, mark, photo, portrait } from '../media/catalog';

export interface BoardMemberSeed {
  name: LocalizedText;
  position: LocalizedText;
  photo: ImageSpec | null;
}

const member = (slug: string, name: LocalizedText, position: LocalizedText, hasPhoto = true) => ({
  name,
  position,
  photo: hasPhoto ? portrait(`board/${slug}.jpg`, name) : null,
});

/** The board of the demo federation; the people are fictional. */
export const boardMemberSeeds: BoardMemberSeed[] = [
  member(
    'chairman',
    { ar: 'عبدالله حمد الكتبي', en: 'Abdulla Hamad Al Ketbi' },
    { ar: 'رئيس مجلس الإدارة', en: 'Chairman' },
  ),
  member(
    'vice-chairman',
    { ar: 'سارة خالد القاسمي', en: 'Sara Khalid Al Qasimi' },
    { ar: 'نائب رئيس مجلس الإدارة', en: 'Vice Chairman' },
  ),
  member(
    'secretary-general',
    { ar: 'محمد عيسى الرميثي', en: 'Mohammed Essa Al Rumaithi' },
    { ar: 'الأمين العام', en: 'Secretary General' },
  ),
  member(
    'treasurer',
    { ar: 'هاشم أحمد العبيدلي', en: 'Hashim Ahmed Al Obaidli' },
    { ar: 'أمين الصندوق', en: 'Treasurer' },
  ),
  member(
    'technical-committee',
    { ar: 'منى سعيد الكعبي', en: 'Mona Saeed Al Kaabi' },
    { ar: 'عضو مجلس الإدارة، رئيسة اللجنة الفنية', en: 'Board member, chair of the technical committee' },
  ),
  member(
    'judges-committee',
    { ar: 'راشد علي النعيمي', en: 'Rashed Ali Al Nuaimi' },
    { ar: 'عضو مجلس الإدارة، رئيس لجنة الحكام', en: 'Board member, chair of the judges’ committee' },
  ),
  member(
    'board-member',
    { ar: 'بدر سالم المهيري', en: 'Badr Salem Al Muhairi' },
    { ar: 'عضو مجلس الإدارة', en: 'Board member' },
    false,
  ),
];

export interface PartnerSeed {
  name: LocalizedText;
  logo: ImageSpec;
  website: string | null;
}

const partner = (slug: string, name: LocalizedText, website: string | null): PartnerSeed => ({
  name,
  logo: mark(`partners/${slug}.png`, name),
  website,
});

/** Bodies the federation works with. The marks are drawn placeholders, not the organisations' logos. */
export const partnerSeeds: PartnerSeed[] = [
  partner(
    'world-archery',
    { ar: 'الاتحاد الدولي للقوس والسهم', en: 'World Archery' },
    'https://www.worldarchery.sport',
  ),
  partner(
    'olympic-council-of-asia',
    { ar: 'المجلس الأولمبي الآسيوي', en: 'Olympic Council of Asia' },
    'https://www.ocasia.org',
  ),
  partner('sharjah-sports-council', { ar: 'مجلس الشارقة الرياضي', en: 'Sharjah Sports Council' }, null),
  partner('dubai-sports-council', { ar: 'مجلس دبي الرياضي', en: 'Dubai Sports Council' }, null),
  partner('abu-dhabi-sports-council', { ar: 'مجلس أبوظبي الرياضي', en: 'Abu Dhabi Sports Council' }, null),
  partner(
    'gulf-archery-supplies',
    { ar: 'الخليج لمستلزمات القوس والسهم', en: 'Gulf Archery Supplies' },
    'https://gulf-archery-supplies.example',
  ),
];

export interface CareerSeed {
  title: LocalizedText;
  department: LocalizedText | null;
  location: LocalizedText | null;
  /** Days from the seed's reference day, like the courses: the list shows openings not yet closed. */
  postedOn: number;
  closingOn: number | null;
  description: LocalizedText;
  apply: { email: string | null; url: string | null; instructions: LocalizedText };
}

const applyByEmail = {
  ar: 'أرسل سيرتك الذاتية ورسالة تعريفية قصيرة، مع ذكر المسمى الوظيفي في عنوان الرسالة.',
  en: 'Send your CV and a short cover letter, with the job title in the subject line.',
};

export const careerSeeds: CareerSeed[] = [
  {
    title: { ar: 'مدرب رئيسي - القوس الأولمبي', en: 'Head coach, recurve' },
    department: { ar: 'الإدارة الفنية', en: 'Technical department' },
    location: { ar: 'أبوظبي', en: 'Abu Dhabi' },
    postedOn: -12,
    closingOn: 18,
    description: {
      ar: `يقود المدرب الرئيسي برنامج المنتخب الوطني للقوس الأولمبي ويشرف على مدربي المواهب.

## المسؤوليات

- تخطيط الموسم التدريبي ومتابعة تنفيذه.
- اختيار الرماة للمعسكرات والبطولات.
- تطوير مدربي الأندية بالتعاون مع لجنة التأهيل.

## المؤهلات

- شهادة تدريب من المستوى الثالث أو ما يعادلها.
- خبرة لا تقل عن خمس سنوات في تدريب المنتخبات أو الأندية.
- إجادة اللغتين العربية والإنجليزية ميزة.`,
      en: `The head coach leads the national recurve programme and supervises the talent coaches.

## Responsibilities

- Plan the training season and follow it through.
- Select archers for camps and tournaments.
- Develop club coaches with the education committee.

## Qualifications

- A Level 3 coaching certificate or equivalent.
- At least five years coaching national teams or clubs.
- Fluency in Arabic and English is an advantage.`,
    },
    apply: { email: 'careers@uaearchery.ae', url: null, instructions: applyByEmail },
  },
  {
    title: { ar: 'مسؤول إعلام وتواصل', en: 'Media and communications officer' },
    department: { ar: 'الإعلام والتواصل', en: 'Media and communications' },
    location: { ar: 'دبي', en: 'Dubai' },
    postedOn: -5,
    closingOn: 25,
    description: {
      ar: `يتولى إعداد الأخبار والمحتوى للموقع الإلكتروني ومنصات التواصل الاجتماعي باللغتين، وتغطية البطولات والأنشطة.

- كتابة الأخبار وتحريرها بالعربية والإنجليزية.
- التصوير في البطولات وإدارة أرشيف الصور.
- التنسيق مع وسائل الإعلام.`,
      en: `Prepares news and content for the website and social media in both languages, and covers tournaments and events.

- Write and edit news in Arabic and English.
- Photograph tournaments and manage the photo archive.
- Coordinate with the media.`,
    },
    apply: {
      email: null,
      url: 'https://admin.uaearchery.ae/careers/media-officer',
      instructions: {
        ar: 'قدّم طلبك عبر الرابط، وأرفق نماذج من أعمالك المكتوبة باللغتين.',
        en: 'Apply through the link and attach samples of your writing in both languages.',
      },
    },
  },
  {
    title: { ar: 'منسق بطولات وفعاليات', en: 'Tournaments and events coordinator' },
    department: { ar: 'إدارة المسابقات', en: 'Competitions department' },
    location: { ar: 'الشارقة', en: 'Sharjah' },
    postedOn: -20,
    closingOn: 0,
    description: {
      ar: 'ينسق المنسق الجوانب التنظيمية للبطولات من حجز المواقع إلى تجهيز الميادين وإدارة المتطوعين، ويعمل في بعض عطلات نهاية الأسبوع.',
      en: 'The coordinator handles the organisation of tournaments, from booking venues to preparing ranges and managing volunteers, and works some weekends.',
    },
    apply: { email: 'careers@uaearchery.ae', url: null, instructions: applyByEmail },
  },
  {
    title: { ar: 'أخصائي علاج طبيعي (دوام جزئي)', en: 'Physiotherapist (part-time)' },
    department: null,
    location: { ar: 'أبوظبي ودبي', en: 'Abu Dhabi and Dubai' },
    postedOn: -30,
    closingOn: null,
    description: {
      ar: 'يقدّم الرعاية والوقاية من الإصابات لرماة المنتخب خلال المعسكرات والبطولات، بمعدل ثلاثة أيام أسبوعياً.',
      en: 'Provides care and injury prevention for national team archers during camps and tournaments, three days a week.',
    },
    apply: {
      email: 'careers@uaearchery.ae',
      url: 'https://admin.uaearchery.ae/careers/physiotherapist',
      instructions: {
        ar: 'أرسل سيرتك الذاتية وصورة من ترخيص مزاولة المهنة الساري في الدولة.',
        en: 'Send your CV and a copy of your valid UAE practising licence.',
      },
    },
  },
  {
    title: { ar: 'محاسب', en: 'Accountant' },
    department: { ar: 'الشؤون المالية', en: 'Finance' },
    location: { ar: 'دبي', en: 'Dubai' },
    postedOn: -60,
    closingOn: -15,
    description: {
      ar: 'إعداد القيود المحاسبية والتقارير المالية الشهرية ومتابعة ميزانيات البطولات.',
      en: 'Keep the books, prepare the monthly financial reports and follow tournament budgets.',
    },
    apply: { email: 'careers@uaearchery.ae', url: null, instructions: applyByEmail },
  },
];

export interface SlideSeed {
  title: LocalizedText;
  text: LocalizedText | null;
  image: ImageSpec;
  link: { href: string; label: LocalizedText } | null;
}

export const slideSeeds: SlideSeed[] = [
  {
    title: {
      ar: 'البطولة الوطنية داخل الصالات تفتتح الموسم',
      en: 'The National Indoor Championship opens the season',
    },
    text: {
      ar: 'أكثر من 140 رامياً ورامية من الإمارات السبع على خط الرماية في الشارقة.',
      en: 'More than 140 archers from all seven emirates on the line in Sharjah.',
    },
    image: photo('news/2026/national-indoor-opens-season.jpg', 'indoor'),
    link: { href: '/news', label: { ar: 'اقرأ الأخبار', en: 'Read the news' } },
  },
  {
    title: { ar: 'ابدأ رحلتك مع القوس والسهم', en: 'Start your archery journey' },
    text: {
      ar: 'دورات للمبتدئين والناشئين والسيدات في مراكز التدريب المعتمدة.',
      en: 'Courses for beginners, juniors and women at certified training centres.',
    },
    image: photo('news/2026/womens-day-festival.jpg', 'archer'),
    link: { href: '/training-courses', label: { ar: 'الدورات التدريبية', en: 'Training courses' } },
  },
  {
    title: { ar: 'نادٍ قريب منك في كل إمارة', en: 'A club near you in every emirate' },
    text: null,
    image: photo('news/2026/fujairah-outdoor-range.jpg', 'range'),
    link: { href: '/clubs', label: { ar: 'ابحث عن نادٍ', en: 'Find a club' } },
  },
  {
    title: { ar: 'شاركنا مقالك', en: 'Share your article' },
    text: {
      ar: 'اكتب عن تجربتك مع القوس والسهم، وننشر المقالات المختارة باللغتين.',
      en: 'Write about your archery experience; we publish selected articles in both languages.',
    },
    image: photo('articles/2026/arab-heritage.jpg', 'rings'),
    link: { href: '/articles/send', label: { ar: 'أرسل مقالك', en: 'Send your article' } },
  },
];
