import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import type { AgeClassCode } from '@uaeaf/contracts';

/** What the registration forms say besides their labels (`field-labels.ts`). */
export const registrationMessages = defineMessages({
  steps: { id: 'kit.registration.steps', defaultMessage: 'Registration steps' },
  requiredNote: {
    id: 'kit.registration.requiredNote',
    defaultMessage: 'Fields marked with * are required.',
  },
  back: { id: 'kit.registration.back', defaultMessage: 'Back' },
  next: { id: 'kit.registration.next', defaultMessage: 'Next' },
  submit: { id: 'kit.registration.submit', defaultMessage: 'Submit the request' },
  submitting: { id: 'kit.registration.submitting', defaultMessage: 'Submitting…' },
  reviewIntro: {
    id: 'kit.registration.reviewIntro',
    defaultMessage: 'Check your answers, then submit the request. Nothing is sent before you do.',
  },
  notGiven: { id: 'kit.registration.notGiven', defaultMessage: 'Not given' },
  yes: { id: 'kit.registration.yes', defaultMessage: 'Yes' },
  no: { id: 'kit.registration.no', defaultMessage: 'No' },
  employee: { id: 'kit.registration.occupation.employee', defaultMessage: 'Employee' },
  student: { id: 'kit.registration.occupation.student', defaultMessage: 'Student' },
  choose: { id: 'kit.registration.choose', defaultMessage: 'Choose…' },
  inArabic: { id: 'kit.registration.inArabic', defaultMessage: 'In Arabic' },
  inEnglish: { id: 'kit.registration.inEnglish', defaultMessage: 'In English' },
  removeFile: { id: 'kit.registration.file.remove', defaultMessage: 'Remove the file' },
  uploading: { id: 'kit.registration.file.uploading', defaultMessage: 'Sending the file…' },
  keptFile: {
    id: 'kit.registration.file.kept',
    defaultMessage: 'The file you sent before is kept unless you choose another.',
  },
  storedFile: { id: 'kit.registration.file.stored', defaultMessage: 'Sent before' },
  fromUaePass: {
    id: 'kit.registration.fromUaePass',
    defaultMessage: 'From your UAE PASS; it cannot be changed here.',
  },
  loading: { id: 'kit.registration.loading', defaultMessage: 'Loading the form…' },
  lookupsFailed: {
    id: 'kit.registration.lookupsFailed',
    defaultMessage: 'The lists this form needs could not be loaded. Please try again.',
  },
  retry: { id: 'kit.registration.retry', defaultMessage: 'Try again' },
  sendFailed: {
    id: 'kit.registration.sendFailed',
    defaultMessage: 'The request could not be sent. Nothing you entered is lost: please try again.',
  },
  tooLarge: {
    id: 'kit.registration.tooLarge',
    defaultMessage: 'The request is too large to send. Please attach smaller files.',
  },
  tooMany: {
    id: 'kit.registration.tooMany',
    defaultMessage: 'Too many requests were sent from this connection. Please try again later.',
  },
  rejected: {
    id: 'kit.registration.rejected',
    defaultMessage: 'Some answers were not accepted. Please check the form and try again.',
  },
  restricted: {
    id: 'kit.registration.restricted',
    defaultMessage:
      'The account has been restricted due to a penalty. The request can be sent again once the restriction ends.',
  },
  notRejected: {
    id: 'kit.registration.notRejected',
    defaultMessage: 'This request is no longer waiting for corrections. Your account shows where it stands.',
  },
  submitted: { id: 'kit.registration.submitted', defaultMessage: 'The request has been submitted' },
});

export const stepCount = defineMessage<{ current: string; total: string }>({
  id: 'kit.registration.stepCount',
  defaultMessage: 'Step {current} of {total}',
});

export const editStep = defineMessage<{ step: string }>({
  id: 'kit.registration.editStep',
  defaultMessage: 'Edit “{step}”',
});

export const removeFileOf = defineMessage<{ field: string }>({
  id: 'kit.registration.file.removeOf',
  defaultMessage: 'Remove the file: {field}',
});

export const attachedFile = defineMessage<{ name: string; size: string }>({
  id: 'kit.registration.file.attached',
  defaultMessage: 'Attached: {name} ({size} KB)',
});

export const ageClassText = defineMessage<{ year: string; ageClass: string }>({
  id: 'kit.registration.ageClass',
  defaultMessage: 'Age class in {year}: {ageClass}',
});

/** World Archery's age classes, by the codes of `ageClassFor`. */
export const ageClassNames = defineMessages({
  U15: { id: 'kit.registration.ageClass.U15', defaultMessage: 'Under 15' },
  U18: { id: 'kit.registration.ageClass.U18', defaultMessage: 'Under 18' },
  U21: { id: 'kit.registration.ageClass.U21', defaultMessage: 'Under 21' },
  SENIOR: { id: 'kit.registration.ageClass.SENIOR', defaultMessage: 'Senior' },
  '50+': { id: 'kit.registration.ageClass.50plus', defaultMessage: '50 and over' },
});

/** An age class by the name the site gives it ("Senior", never its code `SENIOR`); empty when there is none. */
export function ageClassName(intl: IntlShape, ageClass: AgeClassCode | null): string {
  return ageClass ? intl.formatMessage(ageClassNames[ageClass]) : '';
}

/** Hints under fields: formats, file limits, ranges. */
export const hints = defineMessages({
  emiratesId: {
    id: 'kit.registration.hint.emiratesId',
    defaultMessage: 'As printed on the card: 784-YYYY-NNNNNNN-C',
  },
  image: { id: 'kit.registration.hint.image', defaultMessage: 'A JPG or PNG image of at most 1 MB' },
  pdf: { id: 'kit.registration.hint.pdf', defaultMessage: 'A PDF document of at most 2 MB' },
  imageOrPdf: {
    id: 'kit.registration.hint.imageOrPdf',
    defaultMessage: 'A JPG or PNG image of at most 1 MB, or a PDF document of at most 2 MB',
  },
  password: {
    id: 'kit.registration.hint.password',
    defaultMessage:
      'At least 10 characters, with at least one letter and one digit; not a common password, nor made from your name or email',
  },
  phone: { id: 'kit.registration.hint.phone', defaultMessage: 'For example +971 50 123 4567' },
  website: { id: 'kit.registration.hint.website', defaultMessage: 'For example www.archery-club.ae' },
  residencePermit: {
    id: 'kit.registration.hint.residencePermit',
    defaultMessage:
      'Only if your passport holds a residence visa page: a JPG or PNG image of at most 1 MB, or a PDF document of at most 2 MB',
  },
  officials: {
    id: 'kit.registration.hint.officials',
    defaultMessage: 'Optional. For each official you name, give the name in Arabic and in English.',
  },
  clubId: {
    id: 'kit.registration.hint.clubId',
    defaultMessage:
      'Optional. If you train with a club or academy, name it: it confirms your request before the federation decides.',
  },
  parentalApproval: {
    id: 'kit.registration.hint.parentalApproval',
    defaultMessage: 'Needed for archers under 18: the signed approval as a PDF document of at most 2 MB',
  },
});

export const rangeHint = defineMessage<{ min: string; max: string }>({
  id: 'kit.registration.hint.range',
  defaultMessage: 'From {min} to {max}',
});
