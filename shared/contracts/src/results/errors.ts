/**
 * The `error.code` of the results routes' refusals (besides `validation_failed` and `not_found`), and the message ids
 * of a results file's problems. A bad file answers 400 `results_file_invalid`; its `fields` name each problem's line
 * (`line.7`, the header being line 1) or the whole `file`, with these message ids, at most 50 of them.
 */
export const ResultsErrorCodes = {
  /** 400: the file cannot be read; see `fields`. */
  fileInvalid: 'results_file_invalid',
  /** 409: the tournament has not ended yet. */
  tournamentNotOver: 'tournament_not_over',
  /** 409: rows are still `proposed` or `unmatched`; `fields` names them as `row.<id>`. */
  unresolvedRows: 'results_unresolved',
  /** 409: the import is not a draft (already published, or replaced by a newer import). */
  notDraft: 'results_not_draft',
  /** 409 (`confirm`): the row has no proposed member to confirm. */
  nothingToConfirm: 'results_nothing_to_confirm',
  /** 422 (field `memberId`): no such person member. */
  memberNotFound: 'results_member_not_found',
  /** 422: a correction of a published row needs a reason. */
  reasonRequired: 'results_reason_required',
  /** 409: the record proposal was already approved or rejected. */
  proposalDecided: 'record_already_decided',
} as const;
export type ResultsErrorCode = (typeof ResultsErrorCodes)[keyof typeof ResultsErrorCodes];

/** The message ids of the matching refusals, with their texts. */
export const resultsMessages = {
  /** On the `memberId` field: the id names no archer. */
  memberNotFound: 'results.match.memberNotFound',
  /** On each `row.<id>` of a refused publication. */
  unresolved: 'results.match.unresolved',
} as const;

export const resultsMessageTexts: Record<
  (typeof resultsMessages)[keyof typeof resultsMessages],
  { ar: string; en: string }
> = {
  'results.match.memberNotFound': {
    en: 'No archer member has this number.',
    ar: 'لا يوجد عضو رامٍ بهذا الرقم.',
  },
  'results.match.unresolved': {
    en: 'Match this archer to a member or keep them as a guest before publishing.',
    ar: 'اربط هذا الرامي بعضو أو أبقه ضيفاً قبل النشر.',
  },
};

/** What can be wrong with a results file, each with its message id (texts in both languages: `resultsFileTexts`). */
export const resultsFileMessages = {
  notText: 'results.file.notText',
  empty: 'results.file.empty',
  header: 'results.file.header',
  columns: 'results.file.columns',
  name: 'results.file.name',
  number: 'results.file.number',
  division: 'results.file.division',
  gender: 'results.file.gender',
  ageClass: 'results.file.ageClass',
  birthDate: 'results.file.birthDate',
  round: 'results.file.round',
  distances: 'results.file.distances',
  distanceAboveMaximum: 'results.file.distanceAboveMaximum',
  totalMismatch: 'results.file.totalMismatch',
  countsAboveArrows: 'results.file.countsAboveArrows',
  duplicateArcher: 'results.file.duplicateArcher',
  noArchers: 'results.file.noArchers',
  place: 'results.file.place',
} as const;
export type ResultsFileMessage = (typeof resultsFileMessages)[keyof typeof resultsFileMessages];

/** The texts the pages show for each file problem (the pages add the line number). */
export const resultsFileTexts: Record<ResultsFileMessage, { ar: string; en: string }> = {
  'results.file.notText': {
    en: 'The file is not a text file. Export it again from the scoring software.',
    ar: 'الملف ليس ملفاً نصياً. صدّره مرة أخرى من برنامج التسجيل.',
  },
  'results.file.empty': { en: 'The file is empty.', ar: 'الملف فارغ.' },
  'results.file.header': {
    en: 'The first line does not have the columns of this format.',
    ar: 'السطر الأول لا يحتوي على أعمدة هذه الصيغة.',
  },
  'results.file.columns': {
    en: 'This line does not have as many columns as the header.',
    ar: 'عدد أعمدة هذا السطر لا يساوي عدد أعمدة العناوين.',
  },
  'results.file.name': { en: 'The archer has no name.', ar: 'لا يوجد اسم للرامي.' },
  'results.file.number': {
    en: 'A score, 10s or Xs is not a whole number.',
    ar: 'إحدى النتائج أو عدد العشرات أو الإكس ليس عدداً صحيحاً.',
  },
  'results.file.division': {
    en: 'The division is not one of the federation’s.',
    ar: 'فئة القوس ليست من فئات الاتحاد.',
  },
  'results.file.gender': { en: 'The gender is not recognised.', ar: 'الجنس غير معروف.' },
  'results.file.ageClass': { en: 'The age class is not recognised.', ar: 'الفئة العمرية غير معروفة.' },
  'results.file.birthDate': {
    en: 'The date of birth is not a date (YYYY-MM-DD).',
    ar: 'تاريخ الميلاد ليس تاريخاً (YYYY-MM-DD).',
  },
  'results.file.round': {
    en: 'The round is not one of the federation’s ranking rounds.',
    ar: 'الجولة ليست من جولات التصنيف لدى الاتحاد.',
  },
  'results.file.distances': {
    en: 'The number of distance scores does not match the round.',
    ar: 'عدد نتائج المسافات لا يطابق الجولة.',
  },
  'results.file.distanceAboveMaximum': {
    en: 'A distance score is above the most the round allows.',
    ar: 'نتيجة إحدى المسافات أعلى من الحد الأقصى للجولة.',
  },
  'results.file.totalMismatch': {
    en: 'The total is not the sum of the distance scores.',
    ar: 'المجموع لا يساوي مجموع نتائج المسافات.',
  },
  'results.file.countsAboveArrows': {
    en: 'There are more 10s or Xs than arrows in the round.',
    ar: 'عدد العشرات أو الإكس أكبر من عدد أسهم الجولة.',
  },
  'results.file.duplicateArcher': {
    en: 'This archer is already listed in the same category.',
    ar: 'هذا الرامي مدرج مسبقاً في الفئة نفسها.',
  },
  'results.file.noArchers': {
    en: 'The file lists no archer with a score.',
    ar: 'لا يضم الملف أي رامٍ له نتيجة.',
  },
  'results.file.place': {
    en: 'The final placing is not a whole number from 1.',
    ar: 'الترتيب النهائي ليس عدداً صحيحاً يبدأ من 1.',
  },
};
