import {
  ClubCategories,
  type ClubCategory,
  EmirateNames,
  Emirates,
  type LocalizedText,
  type LookupsResponse,
} from '@uaeaf/contracts';

/**
 * The lists registration forms offer (`GET /api/lookups`). Kept as constants: they change with a release, not from
 * day to day, and the registration route checks the ids a form sends against the very same lists. Ids are stable:
 * a new entry takes the next id, an entry is never renumbered (stored registrations hold them).
 */

/** ISO 3166 alpha-2 with names: the UAE, the GCC, the Arab League, then the main countries of UAE residents. */
const nationalityNames: readonly (readonly [code: string, ar: string, en: string])[] = [
  ['AE', 'الإمارات العربية المتحدة', 'United Arab Emirates'],
  ['SA', 'المملكة العربية السعودية', 'Saudi Arabia'],
  ['KW', 'الكويت', 'Kuwait'],
  ['QA', 'قطر', 'Qatar'],
  ['BH', 'البحرين', 'Bahrain'],
  ['OM', 'عُمان', 'Oman'],
  ['YE', 'اليمن', 'Yemen'],
  ['IQ', 'العراق', 'Iraq'],
  ['JO', 'الأردن', 'Jordan'],
  ['SY', 'سوريا', 'Syria'],
  ['LB', 'لبنان', 'Lebanon'],
  ['PS', 'فلسطين', 'Palestine'],
  ['EG', 'مصر', 'Egypt'],
  ['SD', 'السودان', 'Sudan'],
  ['LY', 'ليبيا', 'Libya'],
  ['TN', 'تونس', 'Tunisia'],
  ['DZ', 'الجزائر', 'Algeria'],
  ['MA', 'المغرب', 'Morocco'],
  ['MR', 'موريتانيا', 'Mauritania'],
  ['SO', 'الصومال', 'Somalia'],
  ['DJ', 'جيبوتي', 'Djibouti'],
  ['KM', 'جزر القمر', 'Comoros'],
  ['IN', 'الهند', 'India'],
  ['PK', 'باكستان', 'Pakistan'],
  ['BD', 'بنغلاديش', 'Bangladesh'],
  ['LK', 'سريلانكا', 'Sri Lanka'],
  ['NP', 'نيبال', 'Nepal'],
  ['PH', 'الفلبين', 'Philippines'],
  ['ID', 'إندونيسيا', 'Indonesia'],
  ['MY', 'ماليزيا', 'Malaysia'],
  ['TH', 'تايلاند', 'Thailand'],
  ['CN', 'الصين', 'China'],
  ['JP', 'اليابان', 'Japan'],
  ['KR', 'كوريا الجنوبية', 'South Korea'],
  ['AF', 'أفغانستان', 'Afghanistan'],
  ['IR', 'إيران', 'Iran'],
  ['TR', 'تركيا', 'Türkiye'],
  ['GB', 'المملكة المتحدة', 'United Kingdom'],
  ['IE', 'أيرلندا', 'Ireland'],
  ['FR', 'فرنسا', 'France'],
  ['DE', 'ألمانيا', 'Germany'],
  ['IT', 'إيطاليا', 'Italy'],
  ['ES', 'إسبانيا', 'Spain'],
  ['NL', 'هولندا', 'Netherlands'],
  ['RU', 'روسيا', 'Russia'],
  ['UA', 'أوكرانيا', 'Ukraine'],
  ['US', 'الولايات المتحدة الأمريكية', 'United States'],
  ['CA', 'كندا', 'Canada'],
  ['BR', 'البرازيل', 'Brazil'],
  ['AU', 'أستراليا', 'Australia'],
  ['NZ', 'نيوزيلندا', 'New Zealand'],
  ['ZA', 'جنوب أفريقيا', 'South Africa'],
  ['KE', 'كينيا', 'Kenya'],
  ['ET', 'إثيوبيا', 'Ethiopia'],
  ['UG', 'أوغندا', 'Uganda'],
  ['NG', 'نيجيريا', 'Nigeria'],
];

const qualificationNames: readonly LocalizedText[] = [
  { ar: 'أقل من الثانوية العامة', en: 'Below secondary school' },
  { ar: 'الثانوية العامة', en: 'Secondary school' },
  { ar: 'دبلوم', en: 'Diploma' },
  { ar: 'بكالوريوس', en: "Bachelor's degree" },
  { ar: 'ماجستير', en: "Master's degree" },
  { ar: 'دكتوراه', en: 'Doctorate' },
];

const uniformSizeNames: readonly LocalizedText[] = [
  { ar: 'صغير جدًا (XS)', en: 'Extra small (XS)' },
  { ar: 'صغير (S)', en: 'Small (S)' },
  { ar: 'متوسط (M)', en: 'Medium (M)' },
  { ar: 'كبير (L)', en: 'Large (L)' },
  { ar: 'كبير جدًا (XL)', en: 'Extra large (XL)' },
  { ar: 'كبير جدًا مضاعف (XXL)', en: 'Double extra large (XXL)' },
  { ar: 'كبير جدًا ثلاثي (3XL)', en: 'Triple extra large (3XL)' },
];

const clubCategoryNames: Readonly<Record<ClubCategory, LocalizedText>> = {
  men: { ar: 'رجال', en: 'Men' },
  women: { ar: 'سيدات', en: 'Women' },
  junior: { ar: 'ناشئون', en: 'Junior' },
  juniorWomen: { ar: 'ناشئات', en: 'Junior women' },
};

export const lookups: LookupsResponse = {
  nationalities: nationalityNames.map(([code, ar, en], index) => ({ id: index + 1, code, name: { ar, en } })),
  genders: [
    { id: 1, nameAr: 'ذكر', nameEn: 'Male' },
    { id: 2, nameAr: 'أنثى', nameEn: 'Female' },
  ],
  emirates: Emirates.map((id) => ({ id, name: EmirateNames[id] })),
  qualifications: qualificationNames.map((name, index) => ({ id: index + 1, name })),
  uniformSizes: uniformSizeNames.map((name, index) => ({ id: index + 1, name })),
  clubCategories: ClubCategories.map((id) => ({ id, name: clubCategoryNames[id] })),
};

/** What a registration may send back: nationality codes, and the ids of the other lists. */
export const servedValues = {
  nationalities: new Set<unknown>(lookups.nationalities.map((nationality) => nationality.code)),
  genders: new Set<unknown>(lookups.genders.map((gender) => gender.id)),
  emirates: new Set<unknown>(lookups.emirates.map((emirate) => emirate.id)),
  qualifications: new Set<unknown>(lookups.qualifications.map((option) => option.id)),
  uniformSizes: new Set<unknown>(lookups.uniformSizes.map((option) => option.id)),
  clubCategories: new Set<unknown>(lookups.clubCategories.map((option) => option.id)),
} as const;
