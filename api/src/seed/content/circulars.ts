import type { AccountType, LocalizedText } from '@uaeaf/contracts';

export interface AttachmentSeed {
  name: LocalizedText;
  fileName: string;
  /** The PDF's text (English: the generated PDF's built-in font has no Arabic letters). */
  text: string[];
}

export interface CircularSeed {
  number: string;
  issuedOn: string;
  title: LocalizedText;
  /** Seed Markdown, or null when the circular is only its attachments. */
  body: LocalizedText | null;
  attachments: AttachmentSeed[];
}

const circularText = (number: string): LocalizedText => ({
  ar: `نص التعميم ${number}`,
  en: `Circular ${number} (full text)`,
});

function circular(
  number: string,
  issuedOn: string,
  title: LocalizedText,
  body: LocalizedText | null,
  text: string[],
  extra: AttachmentSeed[] = [],
): CircularSeed {
  const slug = number.replace('/', '-');
  return {
    number,
    issuedOn,
    title,
    body,
    attachments: [
      {
        name: circularText(number),
        fileName: `circular-${slug}.pdf`,
        text: [`Circular No. ${number}`, `Issued on ${issuedOn}`, '', title.en, '', ...text],
      },
      ...extra,
    ],
  };
}

const toClubs =
  'To: clubs and academies registered with the UAE Archery Federation, their coaches and their players.';

/** The federation's circulars of 2026, oldest first as numbered. */
export const circularSeeds: CircularSeed[] = [
  circular(
    '01/2026',
    '2026-01-05',
    { ar: 'التأمين على اللاعبين المسجلين', en: 'Insurance of registered players' },
    {
      ar: 'يُذكّر الاتحاد الأندية والأكاديميات بأن التأمين ضد الإصابات شرط لمشاركة أي لاعب في بطولات الموسم، ويشمل التأمين التدريبات والمنافسات الرسمية.',
      en: 'The federation reminds clubs and academies that injury insurance is required for every player entering the season’s tournaments. The cover includes training and official competitions.',
    },
    [
      toClubs,
      'Every registered player must hold valid injury insurance before entering a sanctioned tournament.',
      'Clubs upload the insurance certificate to the player record in their online account.',
    ],
  ),
  circular(
    '02/2026',
    '2026-01-12',
    { ar: 'الفئات العمرية المعتمدة لموسم 2026', en: 'Age classes for the 2026 season' },
    {
      ar: `تُحتسب الفئة العمرية بحسب سنة الميلاد، وفق تصنيف الاتحاد الدولي:

- تحت 15 سنة.
- تحت 18 سنة.
- تحت 21 سنة.
- الكبار.
- 50 سنة فأكثر.`,
      en: `Age classes are determined by year of birth, following World Archery:

- Under 15.
- Under 18.
- Under 21.
- Senior.
- 50 and over.`,
    },
    [
      toClubs,
      'Age classes follow World Archery and are determined by the year of birth.',
      'Under 15, Under 18, Under 21, Senior, 50 and over.',
    ],
  ),
  circular(
    '03/2026',
    '2026-02-10',
    { ar: 'معايير اختيار المنتخبات الوطنية', en: 'Selection criteria for the national teams' },
    {
      ar: 'يعتمد الاختيار على التصنيف الوطني ونتائج البطولات المعتمدة، إضافة إلى الالتزام بالحضور في معسكرات المنتخب وتقييم الجهاز الفني.',
      en: 'Selection is based on the national rankings and results at sanctioned tournaments, as well as attendance at squad camps and the technical staff’s assessment.',
    },
    [
      'Selection for the national teams is based on the national rankings and results at sanctioned tournaments.',
      'Archers must attend the squad camps and are assessed by the technical staff.',
    ],
    [
      {
        name: { ar: 'الحدود الدنيا للنقاط حسب الفئة', en: 'Minimum scores by division' },
        fileName: 'circular-03-2026-minimum-scores.pdf',
        text: [
          'Annex to circular 03/2026: minimum qualification scores by division and age class.',
          'The scores are reviewed at the end of each season by the technical committee.',
        ],
      },
    ],
  ),
  circular(
    '04/2026',
    '2026-02-15',
    { ar: 'مواعيد التدريب خلال شهر رمضان', en: 'Training hours during Ramadan' },
    null,
    [
      toClubs,
      'During the holy month of Ramadan, federation centres open for training from 8:30 pm to 11:30 pm.',
      'Clubs may set their own hours and should inform their players.',
    ],
  ),
  circular(
    '05/2026',
    '2026-04-01',
    { ar: 'متطلبات ترخيص المدربين', en: 'Licensing requirements for coaches' },
    {
      ar: 'يجب أن يحمل كل مدرب يعمل في نادٍ أو أكاديمية رخصة سارية من الاتحاد، تتطلب شهادة تدريب معتمدة وشهادة إسعافات أولية.',
      en: 'Every coach working at a club or academy must hold a valid federation licence, which requires a recognised coaching certificate and a first aid certificate.',
    },
    [
      'Every coach at a club or academy must hold a valid federation coaching licence.',
      'A licence requires a recognised coaching certificate and a current first aid certificate.',
    ],
    [
      {
        name: { ar: 'نموذج طلب رخصة مدرب', en: 'Coaching licence application form' },
        fileName: 'coaching-licence-application.pdf',
        text: [
          'Coaching licence application form.',
          'Name, date of birth, club, coaching level, first aid certificate number and expiry date.',
        ],
      },
    ],
  ),
  circular(
    '06/2026',
    '2026-04-20',
    { ar: 'قواعد مكافحة المنشطات والتزامات الرياضيين', en: 'Anti-doping rules and athletes’ obligations' },
    {
      ar: `يلتزم الاتحاد بقواعد مكافحة المنشطات المعتمدة دولياً، ويذكّر الرماة بما يلي:

- الرياضي مسؤول عن كل مادة توجد في جسمه.
- يجب طلب الإعفاء للاستخدام العلاجي قبل استخدام أي دواء محظور.
- رفض الخضوع للفحص يُعد مخالفة.`,
      en: `The federation applies the international anti-doping rules and reminds archers that:

- Athletes are responsible for any substance found in their body.
- A therapeutic use exemption must be requested before using a prohibited medicine.
- Refusing a test is a violation.`,
    },
    [
      'Athletes are responsible for any substance found in their body.',
      'Request a therapeutic use exemption before using a prohibited medicine.',
      'Refusing or evading a test is an anti-doping rule violation.',
    ],
  ),
  circular(
    '07/2026',
    '2026-05-04',
    { ar: 'إجراءات فحص المعدات في البطولات', en: 'Equipment inspection at tournaments' },
    null,
    [
      'Archers present their bows and all arrows at the inspection area at least 30 minutes before check-in.',
      'Judges check the equipment against the rules of each division.',
    ],
  ),
  circular(
    '08/2026',
    '2026-06-02',
    { ar: 'التصنيف الوطني النهائي لموسم 2025-2026', en: 'Final national rankings 2025-2026' },
    null,
    [
      'The final national rankings for the 2025-2026 season are attached to this circular.',
      'Remarks may be sent to the technical committee within two weeks.',
    ],
    [
      {
        name: { ar: 'جداول التصنيف', en: 'Ranking tables' },
        fileName: 'national-rankings-2025-2026.pdf',
        text: [
          'National rankings 2025-2026: recurve, compound and barebow; men and women; all age classes.',
          'Each ranking counts the best three results at sanctioned tournaments.',
        ],
      },
    ],
  ),
  circular(
    '09/2026',
    '2026-07-15',
    { ar: 'الزي الرسمي في بطولات الاتحاد', en: 'Dress code at federation tournaments' },
    {
      ar: 'يرتدي الرماة زي النادي أو الأكاديمية في جميع البطولات، ويُسمح باللباس الوطني. ولا يُسمح بالملابس المموهة أو ذات الطابع العسكري.',
      en: 'Archers wear their club or academy uniform at all tournaments; national dress is welcome. Camouflage and military-style clothing are not allowed.',
    },
    [
      'Archers wear their club or academy uniform at all tournaments; national dress is welcome.',
      'Camouflage and military-style clothing are not allowed on the field of play.',
    ],
  ),
  circular(
    '10/2026',
    '2026-09-14',
    { ar: 'تجديد تراخيص الأندية والأكاديميات', en: 'Renewal of club and academy licences' },
    {
      ar: 'يبدأ تجديد التراخيص للموسم الجديد في 15 سبتمبر وينتهي في 31 أكتوبر، ويتم عبر الحساب الإلكتروني لكل نادٍ.',
      en: 'Licence renewal for the new season runs from 15 September to 31 October, through each club’s online account.',
    },
    [
      'Licence renewal runs from 15 September to 31 October through each club online account.',
      'Attach the valid trade licence, the list of certified coaches and the safety inspection of the range.',
    ],
  ),
  circular(
    '11/2026',
    '2026-10-05',
    { ar: 'تعيينات الحكام للنصف الأول من الموسم', en: 'Judge appointments for the first half of the season' },
    null,
    ['The judge appointments for the tournaments from November to February are attached.'],
    [
      {
        name: { ar: 'جدول التعيينات', en: 'Appointments table' },
        fileName: 'judge-appointments-2026-h1.pdf',
        text: ['Judge appointments, November to February: tournament, date, chair of judges, judges.'],
      },
    ],
  ),
  circular(
    '12/2026',
    '2026-10-21',
    { ar: 'تحديث قواعد المنافسات الداخلية', en: 'Updated rules for indoor competitions' },
    {
      ar: `تُطبَّق اعتباراً من الموسم الحالي التعديلات الآتية في المنافسات الداخلية:

1. تُرمى الأشواط بثلاثة أسهم خلال دقيقتين.
2. يُستخدم وجه الهدف الثلاثي للقوس المركّب والقوس الأولمبي.
3. يُستخدم وجه الهدف الكامل بقطر 40 سم للقوس المجرد.`,
      en: `From this season, the following rules apply at indoor competitions:

1. Ends of three arrows are shot in two minutes.
2. Recurve and compound archers shoot at triple faces.
3. Barebow archers shoot at the full 40 cm face.`,
    },
    ['Ends of three arrows in two minutes.', 'Recurve and compound: triple faces. Barebow: full 40 cm face.'],
  ),
  circular(
    '13/2026',
    '2026-11-03',
    { ar: 'تسجيل اللاعبين للموسم الجديد', en: 'Player registration for the new season' },
    {
      ar: 'تسجّل الأندية لاعبيها للموسم الجديد عبر حساباتها الإلكترونية، مع إرفاق صورة الهوية وشهادة التأمين لكل لاعب.',
      en: 'Clubs register their players for the new season through their online accounts, attaching each player’s ID and insurance certificate.',
    },
    [
      toClubs,
      'Register players for the new season through the club online account.',
      'Attach a copy of each player ID and insurance certificate.',
    ],
  ),
  circular(
    '14/2026',
    '2026-11-12',
    { ar: 'روزنامة المسابقات لموسم 2026-2027', en: 'Competition calendar for the 2026-2027 season' },
    {
      ar: 'يعتمد الاتحاد روزنامة المسابقات المرفقة للموسم 2026-2027، وتُفتح مواعيد التسجيل لكل بطولة قبل موعدها بأربعة أسابيع على الأقل.',
      en: 'The federation adopts the attached competition calendar for 2026-2027. Registration for each tournament opens at least four weeks before it starts.',
    },
    [toClubs, 'The competition calendar for the 2026-2027 season is attached.'],
    [
      {
        name: { ar: 'روزنامة المسابقات', en: 'Competition calendar' },
        fileName: 'competition-calendar-2026-2027.pdf',
        text: [
          'Competition calendar 2026-2027.',
          'November to February: indoor tournaments. March to May: outdoor tournaments.',
          'Community activities are announced separately.',
        ],
      },
    ],
  ),
];

/**
 * The demo circulars addressed to some kinds of member only (issue 11); the others are addressed to everyone. Clubs
 * and academies read the licence renewal and the coaches' licensing; the judge appointments are for referees alone,
 * so a club's list lacks them.
 */
export const circularAudiences: Readonly<Record<string, readonly AccountType[]>> = {
  '05/2026': ['club', 'academy', 'coach'],
  '10/2026': ['club', 'academy'],
  '11/2026': ['referee'],
};
