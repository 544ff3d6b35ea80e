import { vi } from 'vitest';
import {
  ClubCategories,
  EmirateNames,
  Emirates,
  emiratesIdChecksumValid,
  formatEmiratesId,
  type LookupsResponse,
  type MemberClub,
} from '@uaeaf/contracts';

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

type Answer = { status: number; body?: unknown } | 'network-error';

/**
 * Stubs `fetch`: the lookups, and each POST to `/api/register/*` answered in turn by `answers` (the last one
 * repeats). Returns the mock, to read what was sent.
 */
export function stubApi(...answers: Answer[]) {
  let posts = 0;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/lookups') return new Response(JSON.stringify(testLookups), { status: 200 });
    if (url === '/api/lookups/member-clubs')
      return new Response(JSON.stringify(testMemberClubs), { status: 200 });
    if (url.startsWith('/api/register/') && init?.method === 'POST') {
      const answer = answers[Math.min(posts++, answers.length - 1)] ?? { status: 500 };
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
    }
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies posted to the registration endpoint. */
export function postedBodies(fetchMock: ReturnType<typeof stubApi>): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => url.startsWith('/api/register/') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);
}
