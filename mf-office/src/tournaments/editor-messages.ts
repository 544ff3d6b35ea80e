import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import { eventEditorMessages, scheduleMessages } from '@uaeaf/contracts';

/** The words both event editors use. */
export const eventText = defineMessages({
  name: { id: 'office.events.name', defaultMessage: 'Name' },
  dates: { id: 'office.events.dates', defaultMessage: 'Dates' },
  search: { id: 'office.events.search', defaultMessage: 'Search the names' },
  nameAr: { id: 'office.events.nameAr', defaultMessage: 'Name in Arabic' },
  nameEn: { id: 'office.events.nameEn', defaultMessage: 'Name in English' },
  venueAr: { id: 'office.events.venueAr', defaultMessage: 'Venue in Arabic' },
  venueEn: { id: 'office.events.venueEn', defaultMessage: 'Venue in English' },
  startDate: { id: 'office.events.startDate', defaultMessage: 'First day' },
  endDate: { id: 'office.events.endDate', defaultMessage: 'Last day' },
  days: { id: 'office.events.days', defaultMessage: 'Days' },
  fee: { id: 'office.events.fee', defaultMessage: 'Fee (AED)' },
  feeHint: { id: 'office.events.feeHint', defaultMessage: '0 for free' },
  previewLead: {
    id: 'office.events.previewLead',
    defaultMessage: 'As saved, in both languages: what visitors read once it is published.',
  },
  free: { id: 'office.events.free', defaultMessage: 'Free' },
  chooseOne: { id: 'office.events.chooseOne', defaultMessage: 'Choose at least one' },
  endBeforeStart: {
    id: 'office.events.endBeforeStart',
    defaultMessage: 'The last day cannot be before the first',
  },
  windowEndsBeforeItOpens: {
    id: 'office.events.windowEndsBeforeItOpens',
    defaultMessage: 'The registration window cannot close before it opens',
  },
  secondWindowOverlaps: {
    id: 'office.events.secondWindowOverlaps',
    defaultMessage: 'The second window must open after the first one has closed',
  },
});

export const tournamentText = defineMessages({
  kind: { id: 'office.events.tournament.kind', defaultMessage: 'Kind of tournament' },
  firstWindow: { id: 'office.events.tournament.firstWindow', defaultMessage: 'First registration window' },
  secondWindow: { id: 'office.events.tournament.secondWindow', defaultMessage: 'Second registration window' },
  secondWindowHint: {
    id: 'office.events.tournament.secondWindowHint',
    defaultMessage: 'Optional: leave both days empty for a single window.',
  },
  opens: { id: 'office.events.tournament.opens', defaultMessage: 'Opens on' },
  closes: { id: 'office.events.tournament.closes', defaultMessage: 'Closes on (its last day)' },
  divisions: { id: 'office.events.tournament.divisions', defaultMessage: 'Divisions offered' },
  ageClasses: { id: 'office.events.tournament.ageClasses', defaultMessage: 'Age classes offered' },
  windowEndsAfterStart: {
    id: 'office.events.tournament.windowEndsAfterStart',
    defaultMessage: 'The registration window must end before the tournament starts',
  },
  noSeason: {
    id: 'office.events.tournament.noSeason',
    defaultMessage: 'No season holds this day: add the season first',
  },
  entryFee: { id: 'office.events.tournament.entryFee', defaultMessage: 'Entry fee (AED)' },
  capacity: { id: 'office.events.tournament.capacity', defaultMessage: 'Places (entries it takes)' },
  capacityHint: {
    id: 'office.events.tournament.capacityHint',
    defaultMessage: 'Leave empty for no limit. The public page shows the places left.',
  },
  capacityBelowEntries: {
    id: 'office.events.tournament.capacityBelowEntries',
    defaultMessage:
      'The tournament already has more entries than this: the places cannot be fewer than its entries',
  },
  description: { id: 'office.events.tournament.description', defaultMessage: 'Description' },
  descriptionHint: {
    id: 'office.events.tournament.descriptionHint',
    defaultMessage: 'Optional: write it in both languages, or leave both empty.',
  },
  descriptionAr: { id: 'office.events.tournament.descriptionAr', defaultMessage: 'Description in Arabic' },
  descriptionEn: { id: 'office.events.tournament.descriptionEn', defaultMessage: 'Description in English' },
  documents: {
    id: 'office.events.tournament.documents',
    defaultMessage: 'Documents (PDF: the circular, the programme, the rules…)',
  },
});

export const seasonText = defineMessage<{ season: string }>({
  id: 'office.events.tournament.season',
  defaultMessage: 'Season: {season}',
});

/** The schedule's refusals (shared/contracts) in the editors' words; `windowEndsAfterStart` names the event. */
export function scheduleProblemText(
  windowEndsAfterStart: MessageDescriptor,
): Record<string, MessageDescriptor> {
  return {
    [scheduleMessages.endBeforeStart]: eventText.endBeforeStart,
    [scheduleMessages.windowEndsBeforeItOpens]: eventText.windowEndsBeforeItOpens,
    [scheduleMessages.windowEndsAfterStart]: windowEndsAfterStart,
    [scheduleMessages.secondWindowOverlaps]: eventText.secondWindowOverlaps,
    [eventEditorMessages.chooseOne]: eventText.chooseOne,
    [eventEditorMessages.noSeason]: tournamentText.noSeason,
  };
}

export const tournamentKindText = defineMessages({
  Local: { id: 'office.events.tournament.kind.Local', defaultMessage: 'Local' },
  Open: { id: 'office.events.tournament.kind.Open', defaultMessage: 'Open' },
  International: { id: 'office.events.tournament.kind.International', defaultMessage: 'International' },
  Activities: { id: 'office.events.tournament.kind.Activities', defaultMessage: 'Activities' },
  Communityactivities: {
    id: 'office.events.tournament.kind.Communityactivities',
    defaultMessage: 'Community activities',
  },
});
