import { defineMessage, defineMessages } from 'react-intl';

export const holidaysText = defineMessages({
  day: { id: 'office.holidays.day', defaultMessage: 'Day' },
  name: { id: 'office.holidays.name', defaultMessage: 'Holiday' },
  remove: { id: 'office.holidays.remove', defaultMessage: 'Remove' },
  add: { id: 'office.holidays.add', defaultMessage: 'Add a holiday' },
  addIntro: {
    id: 'office.holidays.addIntro',
    defaultMessage:
      'One day at a time: a holiday of three days is added three times. When a moon sighting moves an Islamic holiday, remove the day announced ahead and add the day announced.',
  },
  nameAr: { id: 'office.holidays.nameAr', defaultMessage: 'Name in Arabic' },
  nameEn: { id: 'office.holidays.nameEn', defaultMessage: 'Name in English' },
  create: { id: 'office.holidays.create', defaultMessage: 'Add the holiday' },
  dayTaken: { id: 'office.holidays.dayTaken', defaultMessage: 'This day is a holiday already.' },
});

export const holidayCountText = defineMessage<{ total: number }>({
  id: 'office.holidays.count',
  defaultMessage: '{total, plural, =0 {No public holidays} one {# public holiday} other {# public holidays}}',
});

export const holidayAddedText = defineMessage<{ day: string }>({
  id: 'office.holidays.added',
  defaultMessage: '{day} is a public holiday.',
});

export const holidayRemovedText = defineMessage<{ day: string }>({
  id: 'office.holidays.removed',
  defaultMessage: '{day} is a working day again.',
});

export const removeHolidayText = defineMessage<{ name: string; day: string }>({
  id: 'office.holidays.removeOne',
  defaultMessage: 'Remove {name} on {day}',
});
