import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { MatchState, ResultsFileFormat, ResultsFileMessage, resultsMessages } from '@uaeaf/contracts';

export const resultsText = defineMessages({
  tournament: { id: 'office.results.tournament', defaultMessage: 'Tournament' },
  dates: { id: 'office.results.dates', defaultMessage: 'Dates' },
  draft: { id: 'office.results.draft', defaultMessage: 'Draft' },
  published: { id: 'office.results.published', defaultMessage: 'Published' },
  none: { id: 'office.results.none', defaultMessage: 'None' },
  importHeading: { id: 'office.results.importHeading', defaultMessage: 'Import the results' },
  importIntro: {
    id: 'office.results.importIntro',
    defaultMessage:
      'Choose the file the scoring software exported, or paste its text. Nothing is published yet: the preview comes first, and a new import replaces the draft.',
  },
  format: { id: 'office.results.format', defaultMessage: 'Format' },
  ianseo: { id: 'office.results.format.ianseo', defaultMessage: 'Ianseo (Qualification › Export Text File)' },
  csv: { id: 'office.results.format.csv', defaultMessage: 'The federation’s results CSV' },
  round: { id: 'office.results.round', defaultMessage: 'Round shot' },
  roundHint: {
    id: 'office.results.roundHint',
    defaultMessage: 'For every archer, unless the CSV’s Round column names another.',
  },
  file: { id: 'office.results.file', defaultMessage: 'Results file' },
  content: { id: 'office.results.content', defaultMessage: 'Text of the results file' },
  contentHint: {
    id: 'office.results.contentHint',
    defaultMessage: 'Filled in from the chosen file; you may also paste the text here.',
  },
  finalsFile: { id: 'office.results.finalsFile', defaultMessage: 'Ianseo matches file (optional)' },
  finals: { id: 'office.results.finals', defaultMessage: 'Text of the matches file' },
  finalsHint: {
    id: 'office.results.finalsHint',
    defaultMessage:
      'Individual Finals › Export Text File: the final placings are read from it. Leave empty without matches.',
  },
  submit: { id: 'office.results.submit', defaultMessage: 'Import and preview' },
  imported: {
    id: 'office.results.imported',
    defaultMessage: 'Imported: check the preview before publishing',
  },
  refused: {
    id: 'office.results.refused',
    defaultMessage: 'Nothing was imported. Correct the file and import it again:',
  },
  notOver: {
    id: 'office.results.notOver',
    defaultMessage: 'The tournament has not ended yet: its results cannot be imported.',
  },
  category: { id: 'office.results.category', defaultMessage: 'Category' },
  rank: { id: 'office.results.rank', defaultMessage: 'Rank' },
  archer: { id: 'office.results.archer', defaultMessage: 'Archer (as in the file)' },
  club: { id: 'office.results.club', defaultMessage: 'Club' },
  distances: { id: 'office.results.distances', defaultMessage: 'Distances' },
  total: { id: 'office.results.total', defaultMessage: 'Total' },
  tens: { id: 'office.results.tens', defaultMessage: '10s' },
  xs: { id: 'office.results.xs', defaultMessage: 'Xs' },
  finalPlace: { id: 'office.results.finalPlace', defaultMessage: 'Final place' },
  match: { id: 'office.results.match', defaultMessage: 'Member' },
  actions: { id: 'office.results.actions', defaultMessage: 'Actions' },
  confirm: { id: 'office.results.confirm', defaultMessage: 'Confirm' },
  chooseMember: { id: 'office.results.chooseMember', defaultMessage: 'Match a member' },
  keepGuest: { id: 'office.results.keepGuest', defaultMessage: 'Keep as guest' },
  correct: { id: 'office.results.correct', defaultMessage: 'Correct' },
  matchConfirm: { id: 'office.results.matchConfirm', defaultMessage: 'Match' },
  archerSearchHint: {
    id: 'office.results.archerSearchHint',
    defaultMessage: 'Name, email or membership number of an archer member',
  },
  matched: { id: 'office.results.matched', defaultMessage: 'Archer matched' },
  finalPlaceHint: { id: 'office.results.finalPlaceHint', defaultMessage: 'Leave empty when none' },
  reason: { id: 'office.results.reason', defaultMessage: 'Reason for the correction' },
  reasonHint: {
    id: 'office.results.reasonHint',
    defaultMessage: 'Needed once published: the audit log keeps it with the scores before and after.',
  },
  save: { id: 'office.results.save', defaultMessage: 'Save the correction' },
  corrected: { id: 'office.results.corrected', defaultMessage: 'Row corrected' },
  publish: { id: 'office.results.publish', defaultMessage: 'Publish the results' },
  publishIntro: {
    id: 'office.results.publishIntro',
    defaultMessage:
      'They replace any published results of this tournament, the season’s rankings are computed again, new records are proposed for approval and each member who shot is mailed.',
  },
  unresolved: {
    id: 'office.results.unresolved',
    defaultMessage:
      'Some archers are neither matched to a member nor kept as guests: each is marked below. Resolve them, then publish.',
  },
  notDraft: {
    id: 'office.results.notDraft',
    defaultMessage:
      'These results are no longer a draft: a newer import replaced them, or they were published.',
  },
  records: { id: 'office.results.records', defaultMessage: 'New national records on publishing' },
  recordsIntro: {
    id: 'office.results.recordsIntro',
    defaultMessage: 'Proposed for approval when published, never set on their own.',
  },
  publicPage: { id: 'office.results.publicPage', defaultMessage: 'See the public results' },
  importAgain: { id: 'office.results.importAgain', defaultMessage: 'Import a corrected file' },
  recordsLink: { id: 'office.results.recordsLink', defaultMessage: 'Record proposals to decide' },
  recordScore: { id: 'office.results.recordScore', defaultMessage: 'Score' },
  recordCurrent: { id: 'office.results.recordCurrent', defaultMessage: 'Current record' },
  noRecord: { id: 'office.results.noRecord', defaultMessage: 'none yet' },
  holder: { id: 'office.results.holder', defaultMessage: 'Archer' },
  date: { id: 'office.results.date', defaultMessage: 'Shot on' },
  approve: { id: 'office.results.approve', defaultMessage: 'Approve' },
  reject: { id: 'office.results.reject', defaultMessage: 'Reject' },
  approveTitle: { id: 'office.results.approveTitle', defaultMessage: 'Approve this national record?' },
  rejectTitle: { id: 'office.results.rejectTitle', defaultMessage: 'Reject this record proposal?' },
  rejectReason: { id: 'office.results.rejectReason', defaultMessage: 'Reason' },
  rejectHint: { id: 'office.results.rejectHint', defaultMessage: 'The audit log keeps it.' },
  approved: { id: 'office.results.approved', defaultMessage: 'Record approved' },
  rejected: { id: 'office.results.rejected', defaultMessage: 'Record proposal rejected' },
  decided: { id: 'office.results.decided', defaultMessage: 'This proposal was already decided.' },
  noProposals: {
    id: 'office.results.noProposals',
    defaultMessage: 'No record proposal waits for a decision.',
  },
  male: { id: 'office.results.male', defaultMessage: 'Men' },
  female: { id: 'office.results.female', defaultMessage: 'Women' },
});

export const matchTitleText = defineMessage<{ name: string }>({
  id: 'office.results.matchTitle',
  defaultMessage: 'Match {name} to a member',
});

export const correctTitleText = defineMessage<{ name: string }>({
  id: 'office.results.correctTitle',
  defaultMessage: 'Correct the scores of {name}',
});

export const distanceText = defineMessage<{ number: number }>({
  id: 'office.results.distance',
  defaultMessage: 'Distance {number}',
});

export const publishTitleText = defineMessage<{ name: string }>({
  id: 'office.results.publishTitle',
  defaultMessage: 'Publish the results of {name}?',
});

export const approveIntroText = defineMessage<{ name: string; score: string; category: string }>({
  id: 'office.results.approveIntro',
  defaultMessage: '{name}, {score} in {category}: it becomes the category’s record on the public site.',
});

export const resultsOfText = defineMessage<{ name: string }>({
  id: 'office.results.of',
  defaultMessage: 'Results of {name}',
});

export const draftStateText = defineMessage<{ rows: number; date: string }>({
  id: 'office.results.draftState',
  defaultMessage: 'Draft of {rows, plural, one {# archer} other {# archers}}, imported {date}',
});

export const publishedStateText = defineMessage<{ rows: number; date: string }>({
  id: 'office.results.publishedState',
  defaultMessage: 'Published, {rows, plural, one {# archer} other {# archers}}, on {date}',
});

export const importedFromText = defineMessage<{ file: string; date: string; name: string }>({
  id: 'office.results.importedFrom',
  defaultMessage: '{file}, imported {date} by {name}',
});

export const countsText = defineMessage<{
  rows: number;
  matched: string;
  proposed: string;
  unmatched: string;
  guests: string;
}>({
  id: 'office.results.countsLine',
  defaultMessage:
    '{rows, plural, one {# archer} other {# archers}}. Matched: {matched}; proposed: {proposed}; unmatched: {unmatched}; guests: {guests}',
});

export const tournamentCountText = defineMessage<{ total: number }>({
  id: 'office.results.count',
  defaultMessage: '{total, plural, =0 {No tournament has ended} one {# tournament} other {# tournaments}}',
});

export const proposalCountText = defineMessage<{ total: number }>({
  id: 'office.records.count',
  defaultMessage: '{total, plural, one {# proposal} other {# proposals}}',
});

export const publishedText = defineMessage<{ mailed: number; records: number }>({
  id: 'office.results.publishedToast',
  defaultMessage:
    'Published: {mailed, plural, one {# member mailed} other {# members mailed}}, {records, plural, =0 {no record proposed} one {# record proposed} other {# records proposed}}',
});

export const recordCandidateText = defineMessage<{
  category: string;
  name: string;
  score: string;
  current: string;
}>({
  id: 'office.results.recordCandidate',
  defaultMessage: '{category}: {name}, {score} (current record: {current})',
});

export const lineProblemText = defineMessage<{ line: number; problem: string }>({
  id: 'office.results.lineProblem',
  defaultMessage: 'Line {line}: {problem}',
});

export const categoryText = defineMessage<{
  division: string;
  gender: string;
  ageClass: string;
  round: string;
}>({
  id: 'office.results.categoryName',
  defaultMessage: '{division} {gender} {ageClass}, {round}',
});

export const matchStateText: Record<MatchState, MessageDescriptor> = defineMessages({
  matched: { id: 'office.results.state.matched', defaultMessage: 'Matched' },
  proposed: { id: 'office.results.state.proposed', defaultMessage: 'Proposed' },
  unmatched: { id: 'office.results.state.unmatched', defaultMessage: 'Unmatched' },
  guest: { id: 'office.results.state.guest', defaultMessage: 'Guest' },
});

export const formatText: Record<ResultsFileFormat, MessageDescriptor> = {
  ianseo: resultsText.ianseo,
  csv: resultsText.csv,
};

/**
 * A results file's problems (`resultsFileTexts` in the contracts, the same words in both languages; a test holds
 * them equal), by the message id the API answers with.
 */
export const fileProblemText: Record<ResultsFileMessage, MessageDescriptor> = defineMessages({
  'results.file.notText': {
    id: 'office.results.file.notText',
    defaultMessage: 'The file is not a text file. Export it again from the scoring software.',
  },
  'results.file.empty': { id: 'office.results.file.empty', defaultMessage: 'The file is empty.' },
  'results.file.header': {
    id: 'office.results.file.header',
    defaultMessage: 'The first line does not have the columns of this format.',
  },
  'results.file.columns': {
    id: 'office.results.file.columns',
    defaultMessage: 'This line does not have as many columns as the header.',
  },
  'results.file.name': { id: 'office.results.file.name', defaultMessage: 'The archer has no name.' },
  'results.file.number': {
    id: 'office.results.file.number',
    defaultMessage: 'A score, 10s or Xs is not a whole number.',
  },
  'results.file.division': {
    id: 'office.results.file.division',
    defaultMessage: 'The division is not one of the federation’s.',
  },
  'results.file.gender': {
    id: 'office.results.file.gender',
    defaultMessage: 'The gender is not recognised.',
  },
  'results.file.ageClass': {
    id: 'office.results.file.ageClass',
    defaultMessage: 'The age class is not recognised.',
  },
  'results.file.birthDate': {
    id: 'office.results.file.birthDate',
    defaultMessage: 'The date of birth is not a date (YYYY-MM-DD).',
  },
  'results.file.round': {
    id: 'office.results.file.round',
    defaultMessage: 'The round is not one of the federation’s ranking rounds.',
  },
  'results.file.distances': {
    id: 'office.results.file.distances',
    defaultMessage: 'The number of distance scores does not match the round.',
  },
  'results.file.distanceAboveMaximum': {
    id: 'office.results.file.distanceAboveMaximum',
    defaultMessage: 'A distance score is above the most the round allows.',
  },
  'results.file.totalMismatch': {
    id: 'office.results.file.totalMismatch',
    defaultMessage: 'The total is not the sum of the distance scores.',
  },
  'results.file.countsAboveArrows': {
    id: 'office.results.file.countsAboveArrows',
    defaultMessage: 'There are more 10s or Xs than arrows in the round.',
  },
  'results.file.duplicateArcher': {
    id: 'office.results.file.duplicateArcher',
    defaultMessage: 'This archer is already listed in the same category.',
  },
  'results.file.noArchers': {
    id: 'office.results.file.noArchers',
    defaultMessage: 'The file lists no archer with a score.',
  },
  'results.file.place': {
    id: 'office.results.file.place',
    defaultMessage: 'The final placing is not a whole number from 1.',
  },
});

/** The matching refusals' words (`resultsMessageTexts` in the contracts), by message id. */
export const matchProblemText: Record<
  (typeof resultsMessages)[keyof typeof resultsMessages],
  MessageDescriptor
> = defineMessages({
  'results.match.memberNotFound': {
    id: 'office.results.match.memberNotFound',
    defaultMessage: 'No archer member has this number.',
  },
  'results.match.unresolved': {
    id: 'office.results.match.unresolved',
    defaultMessage: 'Match this archer to a member or keep them as a guest before publishing.',
  },
});
