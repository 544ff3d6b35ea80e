import type { ClubCategory, ClubKind, ClubOfficialRole, Emirate, LocalizedText } from '@uaeaf/contracts';
import { emblem, type ImageSpec } from '../media/catalog';

export interface ClubSeed {
  kind: ClubKind;
  name: LocalizedText;
  emirate: Emirate;
  logo: ImageSpec | null;
  categories: ClubCategory[];
  foundationYear: number | null;
  phone: string | null;
  website: string | null;
  address: LocalizedText | null;
  officials: { role: ClubOfficialRole; name: LocalizedText }[];
}

function club(slug: string, seed: Omit<ClubSeed, 'logo'> & { logo?: false }): ClubSeed {
  const { logo, ...rest } = seed;
  return { ...rest, logo: logo === false ? null : emblem(`clubs/${slug}.png`, seed.name) };
}

/**
 * Clubs and academies in all seven emirates (the demo's own; the names follow the usual pattern). Phone numbers use
 * the 555 exchange and websites the reserved `.example` domain, so none of them reaches anybody real.
 */
export const clubSeeds: ClubSeed[] = [
  club('abu-dhabi-archery-club', {
    kind: 'club',
    name: { ar: 'نادي أبوظبي للقوس والسهم', en: 'Abu Dhabi Archery Club' },
    emirate: 'abu-dhabi',
    categories: ['men', 'women', 'junior', 'juniorWomen'],
    foundationYear: 2009,
    phone: '+971 2 555 0110',
    website: 'https://abudhabi-archery.example',
    address: { ar: 'مدينة زايد الرياضية، أبوظبي', en: 'Zayed Sports City, Abu Dhabi' },
    officials: [
      { role: 'president', name: { ar: 'راشد سيف المزروعي', en: 'Rashed Saif Al Mazrouei' } },
      { role: 'secretaryGeneral', name: { ar: 'هند خليفة القبيسي', en: 'Hind Khalifa Al Qubaisi' } },
      { role: 'technicalSupervisor', name: { ar: 'عمر يوسف الحوسني', en: 'Omar Yousef Al Hosani' } },
    ],
  }),
  club('al-dhafra-archery-academy', {
    kind: 'academy',
    name: { ar: 'أكاديمية الظفرة للقوس والسهم', en: 'Al Dhafra Archery Academy' },
    emirate: 'abu-dhabi',
    categories: ['junior', 'juniorWomen'],
    foundationYear: 2018,
    phone: '+971 2 555 0134',
    website: null,
    address: { ar: 'مدينة زايد، منطقة الظفرة', en: 'Madinat Zayed, Al Dhafra Region' },
    officials: [
      { role: 'director', name: { ar: 'سعيد مبارك المنصوري', en: 'Saeed Mubarak Al Mansoori' } },
      { role: 'technicalSupervisor', name: { ar: 'ليلى أحمد الهاملي', en: 'Laila Ahmed Al Hameli' } },
    ],
  }),
  club('al-ain-archery-club', {
    kind: 'club',
    name: { ar: 'نادي العين للقوس والسهم', en: 'Al Ain Archery Club' },
    emirate: 'abu-dhabi',
    categories: ['men', 'junior'],
    foundationYear: 2012,
    phone: '+971 3 555 0172',
    website: null,
    address: { ar: 'منطقة الجيمي، العين', en: 'Al Jimi, Al Ain' },
    officials: [
      { role: 'president', name: { ar: 'محمد سالم الظاهري', en: 'Mohammed Salem Al Dhaheri' } },
      { role: 'financialDirector', name: { ar: 'ناصر علي الكعبي', en: 'Nasser Ali Al Kaabi' } },
    ],
  }),
  club('dubai-archery-club', {
    kind: 'club',
    name: { ar: 'نادي دبي للقوس والسهم', en: 'Dubai Archery Club' },
    emirate: 'dubai',
    categories: ['men', 'women', 'junior', 'juniorWomen'],
    foundationYear: 2006,
    phone: '+971 4 555 0101',
    website: 'https://dubai-archery.example',
    address: { ar: 'ند الشبا، دبي', en: 'Nad Al Sheba, Dubai' },
    officials: [
      { role: 'president', name: { ar: 'جمعة عبيد الفلاسي', en: 'Juma Obaid Al Falasi' } },
      { role: 'ceo', name: { ar: 'ريم محمد المري', en: 'Reem Mohammed Al Marri' } },
      { role: 'secretaryGeneral', name: { ar: 'طارق حسن البستكي', en: 'Tariq Hassan Al Bastaki' } },
      { role: 'technicalSupervisor', name: { ar: 'مريم عبدالله الشامسي', en: 'Maryam Abdulla Al Shamsi' } },
    ],
  }),
  club('hatta-archery-academy', {
    kind: 'academy',
    name: { ar: 'أكاديمية حتا للقوس والسهم', en: 'Hatta Archery Academy' },
    emirate: 'dubai',
    categories: ['junior', 'juniorWomen'],
    foundationYear: 2021,
    phone: '+971 4 555 0188',
    website: null,
    address: { ar: 'حتا، دبي', en: 'Hatta, Dubai' },
    officials: [{ role: 'director', name: { ar: 'عبدالله راشد البادي', en: 'Abdulla Rashed Al Badi' } }],
  }),
  club('sharjah-archery-club', {
    kind: 'club',
    name: { ar: 'نادي الشارقة للرماية', en: 'Sharjah Archery Club' },
    emirate: 'sharjah',
    categories: ['men', 'women', 'junior', 'juniorWomen'],
    foundationYear: 2004,
    phone: '+971 6 555 0120',
    website: 'https://sharjah-archery.example',
    address: { ar: 'طريق مليحة، الشارقة', en: 'Mleiha Road, Sharjah' },
    officials: [
      { role: 'president', name: { ar: 'سلطان أحمد السويدي', en: 'Sultan Ahmed Al Suwaidi' } },
      { role: 'director', name: { ar: 'نورة حمد المدفع', en: 'Noura Hamad Al Midfa' } },
      { role: 'financialDirector', name: { ar: 'إبراهيم خالد الزرعوني', en: 'Ibrahim Khalid Al Zarooni' } },
    ],
  }),
  club('khor-fakkan-archery-academy', {
    kind: 'academy',
    name: { ar: 'أكاديمية خورفكان للقوس والسهم', en: 'Khor Fakkan Archery Academy' },
    emirate: 'sharjah',
    categories: ['junior'],
    foundationYear: 2023,
    phone: '+971 9 555 0145',
    website: null,
    address: { ar: 'الكورنيش، خورفكان', en: 'Corniche, Khor Fakkan' },
    officials: [{ role: 'director', name: { ar: 'مايد سعيد النقبي', en: 'Mayed Saeed Al Naqbi' } }],
  }),
  club('ajman-archery-club', {
    kind: 'club',
    name: { ar: 'نادي عجمان للقوس والسهم', en: 'Ajman Archery Club' },
    emirate: 'ajman',
    categories: ['men', 'women', 'junior'],
    foundationYear: 2014,
    phone: '+971 6 555 0163',
    website: null,
    address: { ar: 'منطقة الجرف، عجمان', en: 'Al Jurf, Ajman' },
    officials: [
      { role: 'president', name: { ar: 'خليفة عبدالرحمن المطروشي', en: 'Khalifa Abdulrahman Al Matrooshi' } },
      { role: 'secretaryGeneral', name: { ar: 'شيخة محمد الشامسي', en: 'Sheikha Mohammed Al Shamsi' } },
    ],
  }),
  club('umm-al-quwain-archery-club', {
    kind: 'club',
    name: { ar: 'نادي أم القيوين للقوس والسهم', en: 'Umm Al Quwain Archery Club' },
    emirate: 'umm-al-quwain',
    categories: ['men', 'junior'],
    foundationYear: 2016,
    phone: '+971 6 555 0179',
    website: null,
    address: { ar: 'الكورنيش، أم القيوين', en: 'Corniche, Umm Al Quwain' },
    officials: [
      { role: 'president', name: { ar: 'حميد راشد المعلا', en: 'Humaid Rashed Al Mualla' } },
      { role: 'technicalSupervisor', name: { ar: 'سيف عبيد الغفلي', en: 'Saif Obaid Al Ghafli' } },
    ],
  }),
  club('ras-al-khaimah-archery-club', {
    kind: 'club',
    name: { ar: 'نادي رأس الخيمة للقوس والسهم', en: 'Ras Al Khaimah Archery Club' },
    emirate: 'ras-al-khaimah',
    categories: ['men', 'women', 'junior', 'juniorWomen'],
    foundationYear: 2011,
    phone: '+971 7 555 0126',
    website: 'https://rak-archery.example',
    address: { ar: 'منطقة الظيت، رأس الخيمة', en: 'Al Dhait, Ras Al Khaimah' },
    officials: [
      { role: 'president', name: { ar: 'أحمد محمد الشحي', en: 'Ahmed Mohammed Al Shehhi' } },
      { role: 'ceo', name: { ar: 'فاطمة سالم الطنيجي', en: 'Fatima Salem Al Tunaiji' } },
    ],
  }),
  club('al-jazirah-al-hamra-archery-academy', {
    kind: 'academy',
    name: { ar: 'أكاديمية الجزيرة الحمراء للقوس والسهم', en: 'Al Jazirah Al Hamra Archery Academy' },
    emirate: 'ras-al-khaimah',
    categories: ['junior', 'juniorWomen'],
    foundationYear: 2022,
    phone: '+971 7 555 0157',
    website: null,
    address: null,
    officials: [{ role: 'director', name: { ar: 'مروان خليفة الزعابي', en: 'Marwan Khalifa Al Zaabi' } }],
  }),
  club('fujairah-archery-club', {
    kind: 'club',
    name: { ar: 'نادي الفجيرة للقوس والسهم', en: 'Fujairah Archery Club' },
    emirate: 'fujairah',
    categories: ['men', 'women', 'junior'],
    foundationYear: 2013,
    phone: '+971 9 555 0112',
    website: null,
    address: { ar: 'شارع حمد بن عبدالله، الفجيرة', en: 'Hamad Bin Abdulla Road, Fujairah' },
    officials: [
      { role: 'president', name: { ar: 'علي سعيد اليماحي', en: 'Ali Saeed Al Yammahi' } },
      { role: 'secretaryGeneral', name: { ar: 'عائشة محمد الحفيتي', en: 'Aisha Mohammed Al Hefaiti' } },
    ],
  }),
  club('dibba-archery-academy', {
    kind: 'academy',
    name: { ar: 'أكاديمية دبا للقوس والسهم', en: 'Dibba Archery Academy' },
    emirate: 'fujairah',
    categories: ['junior'],
    foundationYear: null,
    phone: null,
    website: null,
    address: { ar: 'دبا الفجيرة', en: 'Dibba Al Fujairah' },
    officials: [],
    logo: false,
  }),
];
