import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { ClubCategory, ClubKind, ClubOfficialRole } from '@uaeaf/contracts';

export const clubPagesPage = {
  permission: 'content.publish',
  ...defineMessages({
    title: { id: 'office.clubPages.title', defaultMessage: 'Club pages' },
    nav: { id: 'office.clubPages.nav', defaultMessage: 'Club pages' },
    purpose: {
      id: 'office.clubPages.purpose',
      defaultMessage:
        'What visitors read on each club’s page: logo, contacts, address, foundation year, categories and officials.',
    },
  }),
} as const;

export const clubPageText = defineMessages({
  search: { id: 'office.clubPages.search', defaultMessage: 'Search the clubs’ names' },
  name: { id: 'office.clubPages.name', defaultMessage: 'Club' },
  kind: { id: 'office.clubPages.kind', defaultMessage: 'Type' },
  emirate: { id: 'office.clubPages.emirate', defaultMessage: 'Emirate' },
  back: { id: 'office.clubPages.back', defaultMessage: 'Back to the club pages' },
  record: {
    id: 'office.clubPages.record',
    defaultMessage:
      'The name, type and emirate come from the club’s membership record and are not changed here.',
  },
  liveNote: {
    id: 'office.clubPages.liveNote',
    defaultMessage: 'A club page has no draft: what you save is on the public page at once.',
  },
  phone: { id: 'office.clubPages.phone', defaultMessage: 'Phone' },
  phoneHint: {
    id: 'office.clubPages.phoneHint',
    defaultMessage: 'Digits, with + first for abroad; empty for none',
  },
  website: { id: 'office.clubPages.website', defaultMessage: 'Website' },
  websiteHint: {
    id: 'office.clubPages.websiteHint',
    defaultMessage: 'An address starting with https://; empty for none',
  },
  addressAr: { id: 'office.clubPages.addressAr', defaultMessage: 'Address in Arabic' },
  addressEn: { id: 'office.clubPages.addressEn', defaultMessage: 'Address in English' },
  foundationYear: { id: 'office.clubPages.foundationYear', defaultMessage: 'Foundation year' },
  categories: { id: 'office.clubPages.categories', defaultMessage: 'Categories' },
  officials: { id: 'office.clubPages.officials', defaultMessage: 'Officials' },
  officialsHint: {
    id: 'office.clubPages.officialsHint',
    defaultMessage: 'In the order the public page lists them.',
  },
  role: { id: 'office.clubPages.role', defaultMessage: 'Role' },
  officialNameAr: { id: 'office.clubPages.officialNameAr', defaultMessage: 'Name in Arabic' },
  officialNameEn: { id: 'office.clubPages.officialNameEn', defaultMessage: 'Name in English' },
  addOfficial: { id: 'office.clubPages.addOfficial', defaultMessage: 'Add an official' },
  save: { id: 'office.clubPages.save', defaultMessage: 'Save' },
  saved: { id: 'office.clubPages.saved', defaultMessage: 'Saved: the public page shows it now' },
  preview: { id: 'office.clubPages.preview', defaultMessage: 'Preview the public page' },
  previewLead: {
    id: 'office.clubPages.previewLead',
    defaultMessage: 'As visitors will read it once saved, in both languages.',
  },
  websiteInvalid: {
    id: 'office.clubPages.websiteInvalid',
    defaultMessage: 'A web address starting with http:// or https://',
  },
});

export const yearRangeText = defineMessage<{ year: string }>({
  id: 'office.clubPages.yearRange',
  defaultMessage: 'A year from 1900 to {year}',
});

/** One official's row: its buttons say which official they act on. */
export const officialText = {
  legend: defineMessage<{ number: string }>({
    id: 'office.clubPages.official.legend',
    defaultMessage: 'Official {number}',
  }),
  remove: defineMessage<{ number: string }>({
    id: 'office.clubPages.official.remove',
    defaultMessage: 'Remove official {number}',
  }),
  up: defineMessage<{ number: string }>({
    id: 'office.clubPages.official.up',
    defaultMessage: 'Move official {number} up',
  }),
  down: defineMessage<{ number: string }>({
    id: 'office.clubPages.official.down',
    defaultMessage: 'Move official {number} down',
  }),
};

export const clubPageCountText = defineMessage<{ total: number }>({
  id: 'office.clubPages.count',
  defaultMessage: '{total, plural, =0 {No club} one {# club} other {# clubs}}',
});

export const clubKindNames: Record<ClubKind, MessageDescriptor> = defineMessages({
  club: { id: 'office.clubPages.kind.club', defaultMessage: 'Club' },
  academy: { id: 'office.clubPages.kind.academy', defaultMessage: 'Academy' },
});

export const clubCategoryNames: Record<ClubCategory, MessageDescriptor> = defineMessages({
  men: { id: 'office.clubPages.category.men', defaultMessage: 'Men' },
  women: { id: 'office.clubPages.category.women', defaultMessage: 'Women' },
  junior: { id: 'office.clubPages.category.junior', defaultMessage: 'Juniors' },
  juniorWomen: { id: 'office.clubPages.category.juniorWomen', defaultMessage: 'Junior women' },
});

export const clubRoleNames: Record<ClubOfficialRole, MessageDescriptor> = defineMessages({
  president: { id: 'office.clubPages.role.president', defaultMessage: 'President' },
  director: { id: 'office.clubPages.role.director', defaultMessage: 'Director' },
  ceo: { id: 'office.clubPages.role.ceo', defaultMessage: 'Chief executive officer' },
  secretaryGeneral: { id: 'office.clubPages.role.secretaryGeneral', defaultMessage: 'Secretary general' },
  financialDirector: { id: 'office.clubPages.role.financialDirector', defaultMessage: 'Financial director' },
  technicalSupervisor: {
    id: 'office.clubPages.role.technicalSupervisor',
    defaultMessage: 'Technical supervisor',
  },
});
