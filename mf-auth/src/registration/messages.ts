import { defineMessage, defineMessages } from 'react-intl';

/** What the registration forms say besides their labels (`field-labels.ts`). */
export const registrationMessages = defineMessages({
  steps: { id: 'auth.register.steps', defaultMessage: 'Registration steps' },
  requiredNote: {
    id: 'auth.register.requiredNote',
    defaultMessage: 'Fields marked with * are required.',
  },
  back: { id: 'auth.register.back', defaultMessage: 'Back' },
  next: { id: 'auth.register.next', defaultMessage: 'Next' },
  submit: { id: 'auth.register.submit', defaultMessage: 'Submit the request' },
  submitting: { id: 'auth.register.submitting', defaultMessage: 'Submitting…' },
  reviewIntro: {
    id: 'auth.register.reviewIntro',
    defaultMessage: 'Check your answers, then submit the request. Nothing is sent before you do.',
  },
  notGiven: { id: 'auth.register.notGiven', defaultMessage: 'Not given' },
  yes: { id: 'auth.register.yes', defaultMessage: 'Yes' },
  no: { id: 'auth.register.no', defaultMessage: 'No' },
  employee: { id: 'auth.register.occupation.employee', defaultMessage: 'Employee' },
  student: { id: 'auth.register.occupation.student', defaultMessage: 'Student' },
  choose: { id: 'auth.register.choose', defaultMessage: 'Choose…' },
  inArabic: { id: 'auth.register.inArabic', defaultMessage: 'In Arabic' },
  inEnglish: { id: 'auth.register.inEnglish', defaultMessage: 'In English' },
  removeFile: { id: 'auth.register.file.remove', defaultMessage: 'Remove the file' },
  keptFile: {
    id: 'auth.register.file.kept',
    defaultMessage: 'The file you sent before is kept unless you choose another.',
  },
  storedFile: { id: 'auth.register.file.stored', defaultMessage: 'Sent before' },
  loading: { id: 'auth.register.loading', defaultMessage: 'Loading the form…' },
  lookupsFailed: {
    id: 'auth.register.lookupsFailed',
    defaultMessage: 'The lists this form needs could not be loaded. Please try again.',
  },
  retry: { id: 'auth.register.retry', defaultMessage: 'Try again' },
  sendFailed: {
    id: 'auth.register.sendFailed',
    defaultMessage: 'The request could not be sent. Nothing you entered is lost: please try again.',
  },
  tooLarge: {
    id: 'auth.register.tooLarge',
    defaultMessage: 'The request is too large to send. Please attach smaller files.',
  },
  tooMany: {
    id: 'auth.register.tooMany',
    defaultMessage: 'Too many requests were sent from this connection. Please try again later.',
  },
  rejected: {
    id: 'auth.register.rejected',
    defaultMessage: 'Some answers were not accepted. Please check the form and try again.',
  },
  restricted: {
    id: 'auth.register.restricted',
    defaultMessage:
      'The account has been restricted due to a penalty. The request can be sent again once the restriction ends.',
  },
  notRejected: {
    id: 'auth.register.notRejected',
    defaultMessage: 'This request is no longer waiting for corrections. Your account shows where it stands.',
  },
  submitted: { id: 'auth.register.submitted', defaultMessage: 'The request has been submitted' },
  whatNext: {
    id: 'auth.register.whatNext',
    defaultMessage:
      'The federation reviews every request. Until it has reviewed yours, the status of your account is Pending.',
  },
  status: { id: 'auth.register.status', defaultMessage: 'Status' },
  pending: { id: 'auth.register.status.pending', defaultMessage: 'Pending' },
  home: { id: 'auth.register.home', defaultMessage: 'Go to the home page' },
});

export const stepCount = defineMessage<{ current: string; total: string }>({
  id: 'auth.register.stepCount',
  defaultMessage: 'Step {current} of {total}',
});

export const editStep = defineMessage<{ step: string }>({
  id: 'auth.register.editStep',
  defaultMessage: 'Edit “{step}”',
});

export const removeFileOf = defineMessage<{ field: string }>({
  id: 'auth.register.file.removeOf',
  defaultMessage: 'Remove the file: {field}',
});

export const attachedFile = defineMessage<{ name: string; size: string }>({
  id: 'auth.register.file.attached',
  defaultMessage: 'Attached: {name} ({size} KB)',
});

export const ageClassText = defineMessage<{ year: string; ageClass: string }>({
  id: 'auth.register.ageClass',
  defaultMessage: 'Age class in {year}: {ageClass}',
});

/** World Archery's age classes, by the codes of `ageClassFor`. */
export const ageClassNames = defineMessages({
  U15: { id: 'auth.register.ageClass.U15', defaultMessage: 'Under 15' },
  U18: { id: 'auth.register.ageClass.U18', defaultMessage: 'Under 18' },
  U21: { id: 'auth.register.ageClass.U21', defaultMessage: 'Under 21' },
  SENIOR: { id: 'auth.register.ageClass.SENIOR', defaultMessage: 'Senior' },
  '50+': { id: 'auth.register.ageClass.50plus', defaultMessage: '50 and over' },
});

/** Hints under fields: formats, file limits, ranges. */
export const hints = defineMessages({
  emiratesId: {
    id: 'auth.register.hint.emiratesId',
    defaultMessage: 'As printed on the card: 784-YYYY-NNNNNNN-C',
  },
  image: { id: 'auth.register.hint.image', defaultMessage: 'A JPG or PNG image of at most 1 MB' },
  pdf: { id: 'auth.register.hint.pdf', defaultMessage: 'A PDF document of at most 2 MB' },
  imageOrPdf: {
    id: 'auth.register.hint.imageOrPdf',
    defaultMessage: 'A JPG or PNG image of at most 1 MB, or a PDF document of at most 2 MB',
  },
  password: {
    id: 'auth.register.hint.password',
    defaultMessage: 'At least 8 characters, with at least one letter and one digit',
  },
  phone: { id: 'auth.register.hint.phone', defaultMessage: 'For example +971 50 123 4567' },
  website: { id: 'auth.register.hint.website', defaultMessage: 'For example www.archery-club.ae' },
  residencePermit: {
    id: 'auth.register.hint.residencePermit',
    defaultMessage:
      'Only if your passport holds a residence visa page: a JPG or PNG image of at most 1 MB, or a PDF document of at most 2 MB',
  },
  officials: {
    id: 'auth.register.hint.officials',
    defaultMessage: 'Optional. For each official you name, give the name in Arabic and in English.',
  },
  clubId: {
    id: 'auth.register.hint.clubId',
    defaultMessage:
      'Optional. If you train with a club or academy, name it: it confirms your request before the federation decides.',
  },
  parentalApproval: {
    id: 'auth.register.hint.parentalApproval',
    defaultMessage: 'Needed for archers under 18: the signed approval as a PDF document of at most 2 MB',
  },
});

export const rangeHint = defineMessage<{ min: string; max: string }>({
  id: 'auth.register.hint.range',
  defaultMessage: 'From {min} to {max}',
});
