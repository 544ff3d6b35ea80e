import type { InformationPageSlug, LinkListSlug, LocalizedText } from '@uaeaf/contracts';
import { type ImageSpec, photo, portrait } from '../media/catalog';
import { boardMemberSeeds } from './federation';

export interface InformationPageSeed {
  slug: InformationPageSlug;
  title: LocalizedText;
  /** Seed Markdown (content/rich-text.ts). */
  body: LocalizedText;
  image: ImageSpec | null;
  updatedOn: string;
}

const chairman = boardMemberSeeds[0]!;

export const informationPageSeeds: InformationPageSeed[] = [
  {
    slug: 'about-us',
    title: { ar: 'من نحن', en: 'About us' },
    image: photo('pages/about-us.jpg', 'range'),
    updatedOn: '2026-09-01',
    body: {
      ar: `اتحاد الإمارات للقوس والسهم هو الجهة المسؤولة عن رياضة القوس والسهم في دولة الإمارات العربية المتحدة، وعضو في الاتحاد الدولي للقوس والسهم.

## رسالتنا

نشر رياضة القوس والسهم في الإمارات السبع، وتطوير الرماة من المبتدئين إلى المنتخبات الوطنية، وتنظيم منافسات عادلة وآمنة.

## ما نقوم به

- تنظيم البطولات المحلية والمفتوحة والأنشطة المجتمعية.
- ترخيص الأندية والأكاديميات والمدربين والحكام.
- إعداد المنتخبات الوطنية في القوس الأولمبي والقوس المركّب والقوس المجرد.
- تأهيل المدربين والحكام وفق المعايير الدولية.`,
      en: `The UAE Archery Federation governs the sport of archery in the United Arab Emirates and is a member of World Archery.

## Our mission

To spread archery across the seven emirates, to develop archers from beginners to the national teams, and to run fair and safe competitions.

## What we do

- Organise local and open tournaments and community activities.
- License clubs, academies, coaches and judges.
- Prepare the national teams in recurve, compound and barebow.
- Educate coaches and judges to international standards.`,
    },
  },
  {
    slug: 'speech-of-chairman',
    title: { ar: 'كلمة رئيس مجلس الإدارة', en: 'Speech of the chairman' },
    image: portrait('board/chairman.jpg', chairman.name),
    updatedOn: '2026-09-01',
    body: {
      ar: `يسعدني أن أرحب بكم في الموقع الإلكتروني لاتحاد الإمارات للقوس والسهم.

شهدت رياضتنا في السنوات الأخيرة نمواً لافتاً في أعداد الممارسين والأندية، وأصبح لها حضور في كل إمارة. ويعود الفضل في ذلك إلى الرماة والمدربين والحكام والمتطوعين وأولياء الأمور الذين آمنوا بهذه الرياضة.

نعمل في الموسم الجديد على توسيع قاعدة الممارسين بين الناشئين والسيدات وأصحاب الهمم، ورفع مستوى المنافسة المحلية، وإعداد منتخباتنا الوطنية لتمثيل الدولة خير تمثيل.

أدعوكم إلى زيارة أقرب نادٍ إليكم، وتجربة رياضة تجمع بين التركيز والهدوء والتراث.

**${chairman.name.ar}**، رئيس مجلس الإدارة`,
      en: `I am pleased to welcome you to the website of the UAE Archery Federation.

In recent years our sport has grown remarkably in the number of archers and clubs, and it is now present in every emirate. The credit goes to the archers, coaches, judges, volunteers and parents who believed in it.

This season we will widen the sport's base among juniors, women and people of determination, raise the level of local competition, and prepare our national teams to represent the country well.

I invite you to visit your nearest club and try a sport that combines focus, calm and heritage.

**${chairman.name.en}**, Chairman`,
    },
  },
  {
    slug: 'federation-strategy',
    title: { ar: 'استراتيجية الاتحاد', en: 'Federation strategy' },
    image: photo('pages/federation-strategy.jpg', 'diagram'),
    updatedOn: '2026-06-30',
    body: {
      ar: `تقوم استراتيجية الاتحاد للأعوام 2026-2030 على أربع ركائز.

## الركائز

1. **المشاركة:** الوصول إلى عشرة آلاف ممارس عبر المدارس والأندية والأنشطة المجتمعية.
2. **التميز:** بناء مسار واضح للمواهب من الناشئين إلى المنتخبات الوطنية.
3. **الكفاءات:** تأهيل المدربين والحكام وزيادة أعدادهم في كل إمارة.
4. **الحوكمة:** إدارة شفافة وخدمات إلكترونية ميسّرة للأعضاء.

## المؤشرات

يتابع مجلس الإدارة مؤشرات الأداء كل ستة أشهر، وتُعرض النتائج على الجمعية العمومية.`,
      en: `The federation's strategy for 2026-2030 rests on four pillars.

## The pillars

1. **Participation:** reach ten thousand archers through schools, clubs and community activities.
2. **Excellence:** build a clear pathway for talent from juniors to the national teams.
3. **People:** educate more coaches and judges in every emirate.
4. **Governance:** transparent management and simple online services for members.

## Measures

The board reviews the performance indicators every six months and reports the results to the general assembly.`,
    },
  },
  {
    slug: 'competitions-and-players',
    title: { ar: 'المسابقات واللاعبون', en: 'Competitions and players' },
    image: null,
    updatedOn: '2026-10-21',
    body: {
      ar: `ينظم الاتحاد خلال الموسم بطولات داخلية وخارجية في فئات القوس الأولمبي والقوس المركّب والقوس المجرد، ولجميع الفئات العمرية.

## أنواع البطولات

- **البطولات المحلية:** للاعبين المسجلين في الأندية والأكاديميات.
- **البطولات المفتوحة:** يشارك فيها رماة من داخل الدولة وخارجها.
- **الأنشطة والأنشطة المجتمعية:** فعاليات تعريفية وترفيهية مفتوحة للجميع.

## تسجيل اللاعبين

يسجّل النادي لاعبيه عبر حسابه الإلكتروني، ويجب أن يكون لكل لاعب تأمين ساري المفعول. راجع [التعاميم](/circulars) لمعرفة المواعيد والشروط.`,
      en: `During the season the federation runs indoor and outdoor tournaments in recurve, compound and barebow, for every age class.

## Kinds of tournament

- **Local tournaments:** for players registered with clubs and academies.
- **Open tournaments:** archers from the UAE and abroad may enter.
- **Activities and community activities:** taster and leisure events open to everyone.

## Registering players

Clubs register their players through their online account, and every player needs valid insurance. See the [circulars](/circulars) for dates and conditions.`,
    },
  },
  {
    // In the Arabic text, a left-to-right mark (U+200E) before the phone number keeps its + on the left.
    slug: 'contact-us',
    title: { ar: 'اتصل بنا', en: 'Contact us' },
    image: null,
    updatedOn: '2026-09-01',
    body: {
      ar: `يسعدنا تواصلكم معنا، ونرد على الرسائل خلال ثلاثة أيام عمل.

## العنوان

مقر اتحاد الإمارات للقوس والسهم، دبي، الإمارات العربية المتحدة.

## الهاتف والبريد الإلكتروني

- الهاتف: [‎+971 4 555 0100](tel:+97145550100)
- البريد الإلكتروني: [info@uaearchery.ae](mailto:info@uaearchery.ae)

## ساعات العمل

من الاثنين إلى الجمعة، من الساعة 7:30 صباحاً حتى 3:30 عصراً.`,
      en: `We are glad to hear from you and answer messages within three working days.

## Address

UAE Archery Federation office, Dubai, United Arab Emirates.

## Phone and email

- Phone: [+971 4 555 0100](tel:+97145550100)
- Email: [info@uaearchery.ae](mailto:info@uaearchery.ae)

## Office hours

Monday to Friday, 7:30 am to 3:30 pm.`,
    },
  },
  {
    slug: 'privacy-police',
    title: { ar: 'سياسة الخصوصية', en: 'Privacy policy' },
    image: null,
    updatedOn: '2026-05-15',
    body: {
      ar: `نحترم خصوصية زوار الموقع وأعضائه، ونوضح هنا البيانات التي نجمعها وكيف نستخدمها.

## البيانات التي نجمعها

- البيانات التي تدخلها عند التسجيل أو تعبئة النماذج، مثل الاسم والبريد الإلكتروني ورقم الهاتف.
- بيانات العضوية والمشاركة في البطولات.
- معلومات تقنية أساسية لازمة لتشغيل الموقع وحمايته.

## كيف نستخدمها

نستخدم البيانات لتقديم خدمات الاتحاد، والتواصل معك بشأن عضويتك ومشاركاتك، ولا نبيعها لأي طرف.

## حقوقك

يحق لك طلب الاطلاع على بياناتك أو تصحيحها أو حذفها عبر صفحة اتصل بنا.`,
      en: `We respect the privacy of the site's visitors and members. This page explains what data we collect and how we use it.

## What we collect

- What you enter when you register or fill in a form, such as your name, email address and phone number.
- Membership and tournament entry records.
- Basic technical information needed to run and protect the site.

## How we use it

We use the data to provide the federation's services and to contact you about your membership and entries. We never sell it.

## Your rights

You may ask to see, correct or delete your data through the contact page.`,
    },
  },
  {
    slug: 'terms-and-conditions',
    title: { ar: 'الشروط والأحكام', en: 'Terms and conditions' },
    image: null,
    updatedOn: '2026-05-15',
    body: {
      ar: `باستخدامك هذا الموقع فإنك توافق على الشروط الآتية.

1. تُستخدم خدمات الموقع للأغراض المشروعة المتعلقة برياضة القوس والسهم.
2. يتحمل المستخدم مسؤولية صحة البيانات التي يقدمها والحفاظ على سرية كلمة المرور.
3. يحق للاتحاد تعليق أي حساب يخالف هذه الشروط أو لوائح الاتحاد.
4. تخضع هذه الشروط لقوانين دولة الإمارات العربية المتحدة.`,
      en: `By using this site you accept the following terms.

1. The site's services are to be used for lawful purposes related to archery.
2. Users are responsible for the accuracy of the data they provide and for keeping their password secret.
3. The federation may suspend any account that breaks these terms or the federation's regulations.
4. These terms are governed by the laws of the United Arab Emirates.`,
    },
  },
  {
    slug: 'disclaimer-notice',
    title: { ar: 'إخلاء المسؤولية', en: 'Disclaimer' },
    image: null,
    updatedOn: '2026-05-15',
    body: {
      ar: `يبذل الاتحاد جهده لضمان دقة المعلومات المنشورة على هذا الموقع وتحديثها، لكنه لا يضمن خلوّها من الأخطاء.

المعلومات المنشورة لأغراض عامة، والمرجع الرسمي للوائح والقرارات هو التعاميم الصادرة عن الاتحاد. ولا يتحمل الاتحاد مسؤولية محتوى المواقع الخارجية المرتبطة بهذا الموقع.`,
      en: `The federation takes care that the information on this site is accurate and up to date, but cannot guarantee that it is free of errors.

The information is general; the official reference for regulations and decisions is the federation's circulars. The federation is not responsible for the content of external sites linked from this one.`,
    },
  },
  {
    slug: 'copyright',
    title: { ar: 'حقوق النشر', en: 'Copyright' },
    image: null,
    updatedOn: '2026-05-15',
    body: {
      ar: `جميع المحتويات المنشورة على هذا الموقع من نصوص وصور وشعارات مملوكة لاتحاد الإمارات للقوس والسهم أو مستخدمة بإذن أصحابها.

يجوز نقل الأخبار مع ذكر المصدر والإشارة إلى رابط الخبر، ولا يجوز استخدام الشعارات أو الصور لأغراض تجارية دون موافقة خطية من الاتحاد.`,
      en: `All content on this site, including text, images and logos, belongs to the UAE Archery Federation or is used with its owners' permission.

News may be republished with credit and a link to the original story. Logos and images may not be used commercially without the federation's written consent.`,
    },
  },
];

export interface LinkListSeed {
  slug: LinkListSlug;
  title: LocalizedText;
  intro: LocalizedText | null;
  links: { title: LocalizedText; url: string; description: LocalizedText | null }[];
}

const worldArchery = {
  title: { ar: 'الاتحاد الدولي للقوس والسهم', en: 'World Archery' },
  url: 'https://www.worldarchery.sport',
  description: {
    ar: 'الهيئة الدولية المسؤولة عن رياضة القوس والسهم وقواعد منافساتها.',
    en: 'The international body that governs archery and its competition rules.',
  },
};

export const linkListSeeds: LinkListSeed[] = [
  {
    slug: 'relevant-websites',
    title: { ar: 'مواقع ذات صلة', en: 'Relevant websites' },
    intro: {
      ar: 'مواقع هيئات رياضية دولية وإقليمية ذات صلة برياضة القوس والسهم.',
      en: 'International and regional sports bodies related to archery.',
    },
    links: [
      worldArchery,
      {
        title: { ar: 'اللجنة الأولمبية الدولية', en: 'International Olympic Committee' },
        url: 'https://www.olympics.com/ioc',
        description: null,
      },
      {
        title: { ar: 'المجلس الأولمبي الآسيوي', en: 'Olympic Council of Asia' },
        url: 'https://www.ocasia.org',
        description: null,
      },
      {
        title: { ar: 'اللجنة البارالمبية الدولية', en: 'International Paralympic Committee' },
        url: 'https://www.paralympic.org',
        description: {
          ar: 'الهيئة الدولية للرياضات البارالمبية، ومنها رماية أصحاب الهمم.',
          en: 'The international body for Paralympic sport, para archery among them.',
        },
      },
    ],
  },
  {
    slug: 'external-hyperlinks',
    title: { ar: 'الروابط الخارجية', en: 'External hyperlinks' },
    intro: null,
    links: [
      {
        title: { ar: 'الوكالة العالمية لمكافحة المنشطات', en: 'World Anti-Doping Agency' },
        url: 'https://www.wada-ama.org',
        description: {
          ar: 'قائمة المواد المحظورة وحقوق الرياضيين.',
          en: 'The prohibited list and athletes’ rights.',
        },
      },
      {
        title: { ar: 'البوابة الرسمية لحكومة الإمارات', en: 'The UAE government portal' },
        url: 'https://u.ae',
        description: null,
      },
      worldArchery,
    ],
  },
  {
    slug: 'hyperlinks-websites',
    title: { ar: 'الربط بهذا الموقع', en: 'Linking to this site' },
    intro: {
      ar: 'روابط مفيدة للرماة والمدربين. لا يتحمل الاتحاد مسؤولية محتوى المواقع الخارجية.',
      en: 'Useful links for archers and coaches. The federation is not responsible for the content of external sites.',
    },
    links: [
      {
        title: { ar: 'قواعد الاتحاد الدولي', en: 'World Archery rulebook' },
        url: 'https://www.worldarchery.sport/rulebook',
        description: null,
      },
      {
        title: { ar: 'المجلس الأولمبي الآسيوي', en: 'Olympic Council of Asia' },
        url: 'https://www.ocasia.org',
        description: null,
      },
    ],
  },
];
