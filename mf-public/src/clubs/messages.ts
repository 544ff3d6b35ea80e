import { defineMessages } from 'react-intl';

export const clubListPage = defineMessages({
  title: { id: 'public.clubs.list.title', defaultMessage: 'Clubs' },
  purpose: {
    id: 'public.clubs.list.purpose',
    defaultMessage: 'The archery clubs and academies affiliated with the federation, by emirate.',
  },
});

export const clubItemPage = defineMessages({
  title: { id: 'public.clubs.item.title', defaultMessage: 'Club details' },
  purpose: {
    id: 'public.clubs.item.purpose',
    defaultMessage: "One club's emirate, contact details, officials and categories.",
  },
});

export const clubText = defineMessages({
  search: { id: 'public.clubs.search', defaultMessage: 'Search the clubs' },
  kind: { id: 'public.clubs.kind', defaultMessage: 'Type' },
  founded: { id: 'public.clubs.founded', defaultMessage: 'Founded' },
  phone: { id: 'public.clubs.phone', defaultMessage: 'Phone' },
  website: { id: 'public.clubs.website', defaultMessage: 'Website' },
  address: { id: 'public.clubs.address', defaultMessage: 'Address' },
  categories: { id: 'public.clubs.categories', defaultMessage: 'Categories' },
  officials: { id: 'public.clubs.officials', defaultMessage: 'Officials' },
  all: { id: 'public.clubs.all', defaultMessage: 'All clubs' },
});

export const clubKindText = defineMessages({
  club: { id: 'public.clubs.kind.club', defaultMessage: 'Club' },
  academy: { id: 'public.clubs.kind.academy', defaultMessage: 'Academy' },
});

export const clubCategoryText = defineMessages({
  men: { id: 'public.clubs.category.men', defaultMessage: 'Men' },
  women: { id: 'public.clubs.category.women', defaultMessage: 'Women' },
  junior: { id: 'public.clubs.category.junior', defaultMessage: 'Juniors' },
  juniorWomen: { id: 'public.clubs.category.juniorWomen', defaultMessage: 'Junior women' },
});

export const clubRoleText = defineMessages({
  president: { id: 'public.clubs.role.president', defaultMessage: 'President' },
  director: { id: 'public.clubs.role.director', defaultMessage: 'Director' },
  ceo: { id: 'public.clubs.role.ceo', defaultMessage: 'Chief executive officer' },
  secretaryGeneral: { id: 'public.clubs.role.secretaryGeneral', defaultMessage: 'Secretary general' },
  financialDirector: { id: 'public.clubs.role.financialDirector', defaultMessage: 'Financial director' },
  technicalSupervisor: {
    id: 'public.clubs.role.technicalSupervisor',
    defaultMessage: 'Technical supervisor',
  },
});
