import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * The label of every field of the registration forms, by the field's name in the contract: the form asks with them,
 * the office shows a request's answers under them.
 */
export const fieldLabels: Record<string, MessageDescriptor> = defineMessages({
  firstNameAr: { id: 'kit.registration.field.firstNameAr', defaultMessage: 'First name (Arabic)' },
  secondNameAr: { id: 'kit.registration.field.secondNameAr', defaultMessage: 'Second name (Arabic)' },
  thirdNameAr: { id: 'kit.registration.field.thirdNameAr', defaultMessage: 'Third name (Arabic)' },
  fourthNameAr: { id: 'kit.registration.field.fourthNameAr', defaultMessage: 'Fourth name (Arabic)' },
  lastNameAr: { id: 'kit.registration.field.lastNameAr', defaultMessage: 'Family name (Arabic)' },
  firstNameEn: { id: 'kit.registration.field.firstNameEn', defaultMessage: 'First name (English)' },
  secondNameEn: { id: 'kit.registration.field.secondNameEn', defaultMessage: 'Second name (English)' },
  thirdNameEn: { id: 'kit.registration.field.thirdNameEn', defaultMessage: 'Third name (English)' },
  fourthNameEn: { id: 'kit.registration.field.fourthNameEn', defaultMessage: 'Fourth name (English)' },
  lastNameEn: { id: 'kit.registration.field.lastNameEn', defaultMessage: 'Family name (English)' },
  gender: { id: 'kit.registration.field.gender', defaultMessage: 'Gender' },
  nationality: { id: 'kit.registration.field.nationality', defaultMessage: 'Nationality' },
  birthDate: { id: 'kit.registration.field.birthDate', defaultMessage: 'Date of birth' },
  placeOfBirth: { id: 'kit.registration.field.placeOfBirth', defaultMessage: 'Place of birth' },
  photo: { id: 'kit.registration.field.photo', defaultMessage: 'Personal photo' },
  email: { id: 'kit.registration.field.email', defaultMessage: 'Email' },
  password: { id: 'kit.registration.field.password', defaultMessage: 'Password' },
  passwordConfirmation: {
    id: 'kit.registration.field.passwordConfirmation',
    defaultMessage: 'Confirm the password',
  },
  phone: { id: 'kit.registration.field.phone', defaultMessage: 'Phone number' },
  secondPhone: { id: 'kit.registration.field.secondPhone', defaultMessage: 'Second phone number' },
  secondEmail: { id: 'kit.registration.field.secondEmail', defaultMessage: 'Second email' },
  isResident: { id: 'kit.registration.field.isResident', defaultMessage: 'Do you live in the UAE?' },
  residenceEmirate: { id: 'kit.registration.field.residenceEmirate', defaultMessage: 'Emirate of residence' },
  emiratesId: { id: 'kit.registration.field.emiratesId', defaultMessage: 'Emirates ID number' },
  emiratesIdExpiry: {
    id: 'kit.registration.field.emiratesIdExpiry',
    defaultMessage: 'Emirates ID expiry date',
  },
  emiratesIdFront: {
    id: 'kit.registration.field.emiratesIdFront',
    defaultMessage: 'Emirates ID, front side',
  },
  emiratesIdBack: { id: 'kit.registration.field.emiratesIdBack', defaultMessage: 'Emirates ID, back side' },
  residencePermit: { id: 'kit.registration.field.residencePermit', defaultMessage: 'Residence visa page' },
  passportNumber: { id: 'kit.registration.field.passportNumber', defaultMessage: 'Passport number' },
  passportIssueDate: {
    id: 'kit.registration.field.passportIssueDate',
    defaultMessage: 'Passport issue date',
  },
  passportExpiryDate: {
    id: 'kit.registration.field.passportExpiryDate',
    defaultMessage: 'Passport expiry date',
  },
  passportCopy: { id: 'kit.registration.field.passportCopy', defaultMessage: 'Copy of the passport' },
  qualificationId: {
    id: 'kit.registration.field.qualificationId',
    defaultMessage: 'Educational qualification',
  },
  occupation: { id: 'kit.registration.field.occupation', defaultMessage: 'Employee or student' },
  employerName: { id: 'kit.registration.field.employerName', defaultMessage: 'Employer' },
  university: { id: 'kit.registration.field.university', defaultMessage: 'University or school' },
  studyYear: { id: 'kit.registration.field.studyYear', defaultMessage: 'Year of study' },
  hasDisability: { id: 'kit.registration.field.hasDisability', defaultMessage: 'Do you have a disability?' },
  disabilityRatio: { id: 'kit.registration.field.disabilityRatio', defaultMessage: 'Disability ratio (%)' },
  mobileFather: { id: 'kit.registration.field.mobileFather', defaultMessage: "Guardian's phone number" },
  parentalApproval: {
    id: 'kit.registration.field.parentalApproval',
    defaultMessage: "Guardian's signed approval",
  },
  shoeSize: { id: 'kit.registration.field.shoeSize', defaultMessage: 'Shoe size (EU)' },
  uniformSizeId: { id: 'kit.registration.field.uniformSizeId', defaultMessage: 'Uniform size' },
  heightCm: { id: 'kit.registration.field.heightCm', defaultMessage: 'Height (cm)' },
  weightKg: { id: 'kit.registration.field.weightKg', defaultMessage: 'Weight (kg)' },
  yearsOfPractice: { id: 'kit.registration.field.yearsOfPractice', defaultMessage: 'Years of practice' },
  externalChampionships: {
    id: 'kit.registration.field.externalChampionships',
    defaultMessage: 'Number of external championships',
  },
  medicalExam: { id: 'kit.registration.field.medicalExam', defaultMessage: 'Medical examination' },
  bestLocalScore: { id: 'kit.registration.field.bestLocalScore', defaultMessage: 'Best local score' },
  bestInternationalScore: {
    id: 'kit.registration.field.bestInternationalScore',
    defaultMessage: 'Best international score',
  },
  qualificationCertificate: {
    id: 'kit.registration.field.qualificationCertificate',
    defaultMessage: 'Qualification certificate',
  },
  cv: { id: 'kit.registration.field.cv', defaultMessage: 'CV' },
  clubId: { id: 'kit.registration.field.clubId', defaultMessage: 'Your club or academy' },
  name: { id: 'kit.registration.field.name', defaultMessage: 'Name' },
  country: { id: 'kit.registration.field.country', defaultMessage: 'Country' },
  emirate: { id: 'kit.registration.field.emirate', defaultMessage: 'Emirate' },
  foundationYear: { id: 'kit.registration.field.foundationYear', defaultMessage: 'Year of foundation' },
  categories: { id: 'kit.registration.field.categories', defaultMessage: 'Categories' },
  membershipStartDate: {
    id: 'kit.registration.field.membershipStartDate',
    defaultMessage: 'Membership start date',
  },
  logo: { id: 'kit.registration.field.logo', defaultMessage: 'Logo' },
  playground: { id: 'kit.registration.field.playground', defaultMessage: 'Training ground' },
  fax: { id: 'kit.registration.field.fax', defaultMessage: 'Fax' },
  website: { id: 'kit.registration.field.website', defaultMessage: 'Website' },
  address: { id: 'kit.registration.field.address', defaultMessage: 'Address' },
  supervisorName: { id: 'kit.registration.field.supervisorName', defaultMessage: 'Supervisor' },
  financialSupervisorName: {
    id: 'kit.registration.field.financialSupervisorName',
    defaultMessage: 'Financial supervisor',
  },
  trainerCount: { id: 'kit.registration.field.trainerCount', defaultMessage: 'Number of trainers' },
  administratorCount: {
    id: 'kit.registration.field.administratorCount',
    defaultMessage: 'Number of administrators',
  },
  memberCount: { id: 'kit.registration.field.memberCount', defaultMessage: 'Number of members' },
  officials: { id: 'kit.registration.field.officials', defaultMessage: 'Officials' },
  ownerName: { id: 'kit.registration.field.ownerName', defaultMessage: "Owner's name" },
  ownerNationality: { id: 'kit.registration.field.ownerNationality', defaultMessage: "Owner's nationality" },
  ownerIdPhoto: { id: 'kit.registration.field.ownerIdPhoto', defaultMessage: "Photo of the owner's ID" },
  licenseImage: { id: 'kit.registration.field.licenseImage', defaultMessage: 'Federation licence' },
  sportsAuthorityLicense: {
    id: 'kit.registration.field.sportsAuthorityLicense',
    defaultMessage: 'Sports authority licence',
  },
});

/** Spec section 3's officials of a club or academy. */
export const officialLabels: Record<string, MessageDescriptor> = defineMessages({
  academyPrecident: { id: 'kit.registration.official.academyPrecident', defaultMessage: 'President' },
  academyDirector: { id: 'kit.registration.official.academyDirector', defaultMessage: 'Director' },
  ceo: { id: 'kit.registration.official.ceo', defaultMessage: 'Chief executive officer' },
  secretaryGeneral: { id: 'kit.registration.official.secretaryGeneral', defaultMessage: 'Secretary general' },
  financialDirector: {
    id: 'kit.registration.official.financialDirector',
    defaultMessage: 'Financial director',
  },
  technicalsupervisor: {
    id: 'kit.registration.official.technicalsupervisor',
    defaultMessage: 'Technical supervisor',
  },
});

/** The title of each step, by its id in the contract; the first step of the club and academy forms differs. */
export const stepTitles: Record<string, MessageDescriptor> = defineMessages({
  names: { id: 'kit.registration.step.names', defaultMessage: 'Names' },
  personal: { id: 'kit.registration.step.personal', defaultMessage: 'Personal details' },
  account: { id: 'kit.registration.step.account', defaultMessage: 'Account and contact' },
  residence: { id: 'kit.registration.step.residence', defaultMessage: 'Residence and Emirates ID' },
  passport: { id: 'kit.registration.step.passport', defaultMessage: 'Passport' },
  education: { id: 'kit.registration.step.education', defaultMessage: 'Education and work' },
  health: { id: 'kit.registration.step.health', defaultMessage: 'Health' },
  archery: { id: 'kit.registration.step.archery', defaultMessage: 'Archery profile' },
  career: { id: 'kit.registration.step.career', defaultMessage: 'Qualifications and CV' },
  memberOf: { id: 'kit.registration.step.memberOf', defaultMessage: 'Club or academy' },
  guardian: { id: 'kit.registration.step.guardian', defaultMessage: "Guardian's consent" },
  club: { id: 'kit.registration.step.club', defaultMessage: 'Club details' },
  academy: { id: 'kit.registration.step.academy', defaultMessage: 'Academy details' },
  management: { id: 'kit.registration.step.management', defaultMessage: 'Management' },
  owner: { id: 'kit.registration.step.owner', defaultMessage: 'Owner' },
  licenses: { id: 'kit.registration.step.licenses', defaultMessage: 'Licences' },
  review: { id: 'kit.registration.step.review', defaultMessage: 'Review and submit' },
});

/**
 * A step's heading, in the form and wherever its answers are shown again (the office's review): an academy's own
 * details are "Academy details".
 */
export function stepTitle(accountType: string, stepId: string): MessageDescriptor {
  return stepId === 'club' && accountType === 'academy' ? stepTitles.academy! : stepTitles[stepId]!;
}
