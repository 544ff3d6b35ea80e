import { act, fireEvent, screen, within } from '@testing-library/react';
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

// Steps of the players form as a person fills them in, by the English labels.

export const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
export const type = (label: string, value: string) => fireEvent.input(input(label), { target: { value } });
export const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
export const pick = (group: string, option: string) =>
  fireEvent.click(within(screen.getByRole('radiogroup', { name: group })).getByLabelText(option));

/** Chooses a file; the form reads it asynchronously (its first bytes, then all of it). */
export async function attach(label: string, file: File) {
  await act(async () => {
    fireEvent.change(input(label), { target: { files: [file] } });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

export async function attached(label: string, file: File) {
  await attach(label, file);
  await screen.findByText(new RegExp(`Attached: .${file.name.replace('.', '\\.')}`));
}

export const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

export async function next(expectedStep: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await stepHeading(expectedStep);
}

export async function fillNames() {
  type('First name (Arabic)', 'سالم');
  type('Second name (Arabic)', 'محمد');
  type('Family name (Arabic)', 'الكعبي');
  type('First name (English)', 'Salem');
  type('Second name (English)', 'Mohammed');
  type('Family name (English)', 'Al Kaabi');
  await next('Personal details');
}

export async function fillPersonal() {
  pick('Gender', 'Male');
  choose('Nationality', 'AE');
  type('Date of birth', '1990-05-01');
  type('Place of birth', 'Al Ain');
  await attached('Personal photo', pngFile());
  await next('Account and contact');
}

/** The account step without the password (a club's form has none): the email and phone. */
export async function fillContact(email = 'salem@example.ae') {
  type('Email', email);
  type('Phone number', '+971 50 123 4567');
  await next('Residence and Emirates ID');
}

export async function fillResidence() {
  pick('Do you live in the UAE?', 'Yes');
  choose('Emirate of residence', 'abu-dhabi');
  type('Emirates ID number', emiratesIds().valid);
  type('Emirates ID expiry date', '2030-05-01');
  await attached('Emirates ID, front side', pngFile('front.png'));
  await attached('Emirates ID, back side', pngFile('back.png'));
  await next('Passport');
}

export async function fillPassport() {
  type('Passport number', 'a1234567');
  type('Passport issue date', '2022-01-10');
  type('Passport expiry date', '2032-01-09');
  await attached('Copy of the passport', pdfFile());
  await next('Education and work');
}

/** Education, health and the archery profile, up to the step after it (`then`). */
export async function fillProfile(then: string) {
  choose('Educational qualification', '2');
  pick('Employee or student', 'Employee');
  type('Employer', 'Emirates Archery Supplies');
  await next('Health');
  pick('Do you have a disability?', 'No');
  await next('Archery profile');
  type('Shoe size (EU)', '42.5');
  choose('Uniform size', '2');
  type('Height (cm)', '178');
  type('Weight (kg)', '72.5');
  type('Years of practice', '6');
  type('Number of external championships', '3');
  await attached('Medical examination', pdfFile('medical.pdf'));
  await next(then);
}

/** `POST /api/uploads` answered for `stubApi`: each file sent ahead of the form (decision 052) gets an id of its own. */
export function uploadsAnswered() {
  let sent = 0;
  return () => ({ status: 201, body: { id: String(++sent).padStart(43, 'u') } });
}

/**
 * A file sent ahead that is still on its way when the form is sent (decision 089): `upload` answers
 * `POST /api/uploads` for `stubApi` only once `answer` is called, with the upload's id or a refusal.
 */
export function slowUpload() {
  let answer!: (response: { status: number; body: unknown }) => void;
  const answered = new Promise<{ status: number; body: unknown }>((resolve) => (answer = resolve));
  return { upload: () => answered, answer };
}
