/**
 * The federation's electronic services (spec: player release, player transfer, organizing an event, international
 * code, equipment import no-objection). Fixed in code (decision 022): each gets its form, workflow and database enum
 * with issue 12; until then the account pages list them as coming.
 */
export const ElectronicServiceKinds = [
  'playerRelease',
  'playerTransfer',
  'eventOrganisation',
  'internationalCode',
  'equipmentImport',
] as const;
export type ElectronicServiceKind = (typeof ElectronicServiceKinds)[number];
