import { formatEmiratesId } from '@uaeaf/contracts';
import sharp from 'sharp';
import { minimalPdf } from './pdf';
import { TestFile } from './uploads';

/**
 * Registration bodies as the forms send them (empty inputs included), each with a new email and Emirates ID, for the
 * tests of registration and of what follows it (a member's requests, resubmission).
 */

/** A real 16 × 16 PNG (the API decodes it), to be sent ahead (`withUploads`). */
export const png = new TestFile(
  await sharp({ create: { width: 16, height: 16, channels: 3, background: '#7c5e24' } })
    .png()
    .toBuffer(),
  'image/png',
  'photo.png',
);
export const pdf = new TestFile(minimalPdf(), 'application/pdf', 'document.pdf');

/** A valid Emirates ID (784, a year, 7 digits, Luhn check digit) for each serial number. */
export function emiratesId(serial: number): string {
  const first14 = `7841990${String(serial).padStart(7, '0')}`;
  const sum = [...first14]
    .reverse()
    .map(Number)
    .reduce(
      (total, digit, index) =>
        total + (index % 2 === 0 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit),
      0,
    );
  return first14 + String((10 - (sum % 10)) % 10);
}

let nextSerial = 1;
let nextEmail = 1;
export const freshEmail = () => `registrant${nextEmail++}@example.ae`;

const names = {
  firstNameAr: 'سالم',
  secondNameAr: 'محمد',
  thirdNameAr: '',
  fourthNameAr: '',
  lastNameAr: 'الكعبي',
  firstNameEn: 'Salem',
  secondNameEn: 'Mohammed',
  thirdNameEn: '',
  fourthNameEn: '',
  lastNameEn: 'Al Kaabi',
};
export const password = 'longbow#2031';

export function guestBody(overrides: Record<string, unknown> = {}) {
  return {
    ...names,
    gender: 2,
    nationality: 'GB',
    email: freshEmail(),
    password,
    passwordConfirmation: password,
    phone: '+971 50 123 4567',
    ...overrides,
  };
}

/** An adult Emirati employee in Abu Dhabi who shoots, as the players form sends it (empty inputs included). */
export function playerBody(overrides: Record<string, unknown> = {}) {
  return {
    ...names,
    gender: 1,
    nationality: 'AE',
    birthDate: '1990-05-01',
    placeOfBirth: 'Al Ain',
    photo: png,
    email: freshEmail(),
    password,
    passwordConfirmation: password,
    phone: '+971 50 123 4567',
    secondPhone: '',
    secondEmail: '',
    isResident: true,
    residenceEmirate: 'abu-dhabi',
    emiratesId: formatEmiratesId(emiratesId(nextSerial++)),
    emiratesIdExpiry: '2028-05-01',
    emiratesIdFront: png,
    emiratesIdBack: png,
    residencePermit: '',
    passportNumber: 'a1234567',
    passportIssueDate: '2022-01-10',
    passportExpiryDate: '2032-01-09',
    passportCopy: pdf,
    qualificationId: 3,
    occupation: 'employee',
    employerName: 'Emirates Archery Supplies',
    university: '',
    studyYear: null,
    hasDisability: false,
    disabilityRatio: null,
    mobileFather: '',
    parentalApproval: '',
    shoeSize: 42.5,
    uniformSizeId: 2,
    heightCm: 178,
    weightKg: 72.5,
    yearsOfPractice: 6,
    externalChampionships: 3,
    medicalExam: pdf,
    bestLocalScore: 1280,
    bestInternationalScore: null,
    ...overrides,
  };
}
