export * from './access/access';
export * from './area/AreaLayout';
export * from './area/FigureCards';
export * from './data-table/DataTable';
export * from './data-table/BulkActionBar';
export * from './data-table/table-query';
// In the UI package so that public pages ask with the same dialog (decision 059); the areas keep taking them here.
export { actionButton, ConfirmDialog } from '@uaeaf/ui/dialog';
export * from './filters/ChoiceFilter';
export * from './filters/DayFilter';
export * from './dialogs/ReasonDialog';
export * from './dialogs/ReasonField';
export * from './mutations/api-mutation';
export * from './registration/field-labels';
export { withAccountKitMessages } from './messages';
export { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
export * from './fees/MemberFees';
export { billStatusText } from './fees/fees-messages';
export * from './fees/group-bills';
export * from './circulars/MemberCirculars';
export * from './circulars/UnreadCirculars';
export * from './penalties/MemberPenalties';
export * from './form/api-form';
export * from './requests/ClubRequests';
export * from './entries/TournamentEntries';
export * from './eservices/ElectronicServices';
export * from './eservices/ServiceForm';
export * from './eservices/ServiceRequests';
export * from './eservices/ServiceRequestView';
export * from './eservices/AwaitingAnswerBadge';
export * from './eservices/ServiceStatus';
export * from './eservices/ServiceTimeline';
// The services' words in both languages, for the office's pages to share rather than repeat.
export {
  codeRoleText,
  eventKindText,
  objectionText,
  partyAnswerText,
  partyRoleText,
  serviceFieldText,
  serviceKindText,
  serviceRefusalText,
  serviceStatusText,
} from './eservices/eservices-messages';
export type { ServicePaths } from './eservices/service-api';
export * from './registration/RegistrationForm';
// The file field (sent ahead, decision 052) for other forms that give it their fields' context: the office's editors.
export { FileField } from './registration/file-field';
export { FieldsContext, type AttachedFile, type FieldsContextValue } from './registration/fields/context';
export * from './registration/Confirmation';
export * from './registration/FormLists';
export { ageClassName, ageClassNames, registrationMessages } from './registration/registration-messages';
export type { FormLists } from './registration/lookups';
export { cardPageMessages } from './card/card-messages';
