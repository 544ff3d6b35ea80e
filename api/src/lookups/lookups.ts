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

/**
 * ISO 3166 alpha-2, alpha-3 (as UAE PASS gives a nationality) and names: the UAE, the GCC, the Arab League, then the
 * main countries of UAE residents.
 */
const nationalityNames: readonly (readonly [code: string, alpha3: string, ar: string, en: string])[] = [
  ['AE', 'ARE', 'الإمارات العربية المتحدة', 'United Arab Emirates'],
  ['SA', 'SAU', 'المملكة العربية السعودية', 'Saudi Arabia'],
  ['KW', 'KWT', 'الكويت', 'Kuwait'],
  ['QA', 'QAT', 'قطر', 'Qatar'],
  ['BH', 'BHR', 'البحرين', 'Bahrain'],
  ['OM', 'OMN', 'عُمان', 'Oman'],
  ['YE', 'YEM', 'اليمن', 'Yemen'],
  ['IQ', 'IRQ', 'العراق', 'Iraq'],
  ['JO', 'JOR', 'الأردن', 'Jordan'],
  ['SY', 'SYR', 'سوريا', 'Syria'],
  ['LB', 'LBN', 'لبنان', 'Lebanon'],
  ['PS', 'PSE', 'فلسطين', 'Palestine'],
  ['EG', 'EGY', 'مصر', 'Egypt'],
  ['SD', 'SDN', 'السودان', 'Sudan'],
  ['LY', 'LBY', 'ليبيا', 'Libya'],
  ['TN', 'TUN', 'تونس', 'Tunisia'],
  ['DZ', 'DZA', 'الجزائر', 'Algeria'],
  ['MA', 'MAR', 'المغرب', 'Morocco'],
  ['MR', 'MRT', 'موريتانيا', 'Mauritania'],
  ['SO', 'SOM', 'الصومال', 'Somalia'],
  ['DJ', 'DJI', 'جيبوتي', 'Djibouti'],
  ['KM', 'COM', 'جزر القمر', 'Comoros'],
  ['IN', 'IND', 'الهند', 'India'],
  ['PK', 'PAK', 'باكستان', 'Pakistan'],
  ['BD', 'BGD', 'بنغلاديش', 'Bangladesh'],
  ['LK', 'LKA', 'سريلانكا', 'Sri Lanka'],
  ['NP', 'NPL', 'نيبال', 'Nepal'],
  ['PH', 'PHL', 'الفلبين', 'Philippines'],
  ['ID', 'IDN', 'إندونيسيا', 'Indonesia'],
  ['MY', 'MYS', 'ماليزيا', 'Malaysia'],
  ['TH', 'THA', 'تايلاند', 'Thailand'],
  ['CN', 'CHN', 'الصين', 'China'],
  ['JP', 'JPN', 'اليابان', 'Japan'],
  ['KR', 'KOR', 'كوريا الجنوبية', 'South Korea'],
  ['AF', 'AFG', 'أفغانستان', 'Afghanistan'],
  ['IR', 'IRN', 'إيران', 'Iran'],
  ['TR', 'TUR', 'تركيا', 'Türkiye'],
  ['GB', 'GBR', 'المملكة المتحدة', 'United Kingdom'],
  ['IE', 'IRL', 'أيرلندا', 'Ireland'],
  ['FR', 'FRA', 'فرنسا', 'France'],
  ['DE', 'DEU', 'ألمانيا', 'Germany'],
  ['IT', 'ITA', 'إيطاليا', 'Italy'],
  ['ES', 'ESP', 'إسبانيا', 'Spain'],
  ['NL', 'NLD', 'هولندا', 'Netherlands'],
  ['RU', 'RUS', 'روسيا', 'Russia'],
  ['UA', 'UKR', 'أوكرانيا', 'Ukraine'],
  ['US', 'USA', 'الولايات المتحدة الأمريكية', 'United States'],
  ['CA', 'CAN', 'كندا', 'Canada'],
  ['BR', 'BRA', 'البرازيل', 'Brazil'],
  ['AU', 'AUS', 'أستراليا', 'Australia'],
  ['NZ', 'NZL', 'نيوزيلندا', 'New Zealand'],
  ['ZA', 'ZAF', 'جنوب أفريقيا', 'South Africa'],
  ['KE', 'KEN', 'كينيا', 'Kenya'],
  ['ET', 'ETH', 'إثيوبيا', 'Ethiopia'],
  ['UG', 'UGA', 'أوغندا', 'Uganda'],
  ['NG', 'NGA', 'نيجيريا', 'Nigeria'],
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
  nationalities: nationalityNames.map(([code, , ar, en], index) => ({
    id: index + 1,
    code,
    name: { ar, en },
  })),
  genders: [
    { id: 1, nameAr: 'ذكر', nameEn: 'Male' },
    { id: 2, nameAr: 'أنثى', nameEn: 'Female' },
  ],
  emirates: Emirates.map((id) => ({ id, name: EmirateNames[id] })),
  qualifications: qualificationNames.map((name, index) => ({ id: index + 1, name })),
  uniformSizes: uniformSizeNames.map((name, index) => ({ id: index + 1, name })),
  clubCategories: ClubCategories.map((id) => ({ id, name: clubCategoryNames[id] })),
};

/** The served nationality UAE PASS means by its alpha-3 code (`ARE`), or its English name; none for one not served. */
export function nationalityCodeOf(uaePassNationality: string): string | undefined {
  const given = uaePassNationality.trim().toUpperCase();
  return nationalityNames.find(
    ([code, alpha3, , en]) => given === alpha3 || given === code || given === en.toUpperCase(),
  )?.[0];
}

/** What a registration may send back: nationality codes, and the ids of the other lists. */
export const servedValues = {
  nationalities: new Set<unknown>(lookups.nationalities.map((nationality) => nationality.code)),
  genders: new Set<unknown>(lookups.genders.map((gender) => gender.id)),
  emirates: new Set<unknown>(lookups.emirates.map((emirate) => emirate.id)),
  qualifications: new Set<unknown>(lookups.qualifications.map((option) => option.id)),
  uniformSizes: new Set<unknown>(lookups.uniformSizes.map((option) => option.id)),
  clubCategories: new Set<unknown>(lookups.clubCategories.map((option) => option.id)),
} as const;
