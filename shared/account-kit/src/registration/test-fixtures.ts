import {
  ClubCategories,
  EmirateNames,
  Emirates,
  emiratesIdChecksumValid,
  formatEmiratesId,
  type LookupsResponse,
  type MemberClub,
} from '@uaeaf/contracts';

// What the registration forms' tests are given (`@uaeaf/account-kit/testing`): the lists they offer, a valid Emirates
// ID, and files whose first bytes pass the contract's checks.

/** What `GET /api/lookups` answers in the tests: a few of each list. */
export const testLookups: LookupsResponse = {
  nationalities: [
    { id: 1, code: 'AE', name: { ar: 'الإمارات', en: 'Emirati' } },
    { id: 2, code: 'IN', name: { ar: 'الهند', en: 'Indian' } },
    { id: 3, code: 'GB', name: { ar: 'المملكة المتحدة', en: 'British' } },
  ],
  genders: [
    { id: 1, nameAr: 'ذكر', nameEn: 'Male' },
    { id: 2, nameAr: 'أنثى', nameEn: 'Female' },
  ],
  emirates: Emirates.map((id) => ({ id, name: EmirateNames[id] })),
  qualifications: [
    { id: 1, name: { ar: 'الثانوية العامة', en: 'Secondary school' } },
    { id: 2, name: { ar: 'بكالوريوس', en: "Bachelor's degree" } },
  ],
  uniformSizes: [
    { id: 1, name: { ar: 'صغير', en: 'Small' } },
    { id: 2, name: { ar: 'متوسط', en: 'Medium' } },
  ],
  clubCategories: ClubCategories.map((id, index) => ({
    id,
    name: {
      ar: ['رجال', 'سيدات', 'ناشئون', 'ناشئات'][index]!,
      en: ['Men', 'Women', 'Junior', 'Junior women'][index]!,
    },
  })),
};

/** What `GET /api/lookups/member-clubs` answers in the tests. */
export const testMemberClubs: MemberClub[] = [
  { id: 41, name: { ar: 'نادي الشارقة للرماية', en: 'Sharjah Archery Club' }, kind: 'club' },
  { id: 42, name: { ar: 'أكاديمية الظفرة للقوس والسهم', en: 'Al Dhafra Archery Academy' }, kind: 'academy' },
];

/** 784-1990-1234567 with the check digit that makes it valid, and one that does not. */
export function emiratesIds() {
  const first14 = '78419901234567';
  const digit = [...'0123456789'].find((candidate) => emiratesIdChecksumValid(first14 + candidate))!;
  const wrong = String((Number(digit) + 1) % 10);
  return { valid: formatEmiratesId(first14 + digit), invalid: formatEmiratesId(first14 + wrong) };
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function pngFile(name = 'photo.png', size = 64) {
  const bytes = new Uint8Array(size);
  bytes.set(pngSignature);
  return new File([bytes], name, { type: 'image/png' });
}

export function pdfFile(name = 'passport.pdf') {
  return new File(['%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'], name, { type: 'application/pdf' });
}
