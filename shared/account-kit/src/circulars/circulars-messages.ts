import { defineMessage, defineMessages } from 'react-intl';

export const circularsText = defineMessages({
  number: { id: 'kit.circulars.number', defaultMessage: 'Number' },
  issuedOn: { id: 'kit.circulars.issuedOn', defaultMessage: 'Issued on' },
  unread: { id: 'kit.circulars.unread', defaultMessage: 'Unread' },
  read: { id: 'kit.circulars.read', defaultMessage: 'Read' },
  attachments: { id: 'kit.circulars.attachments', defaultMessage: 'Files' },
  none: { id: 'kit.circulars.none', defaultMessage: 'The federation has sent you no circulars yet.' },
  opening: {
    id: 'kit.circulars.opening',
    defaultMessage: 'Opening a file of a circular marks it read.',
  },
});

export const unreadCountText = defineMessage<{ count: number }>({
  id: 'kit.circulars.unreadCount',
  defaultMessage: 'Unread circulars: {count, number}',
});

export const circularCountText = defineMessage<{ total: number }>({
  id: 'kit.circulars.count',
  defaultMessage: '{total, plural, =0 {No circulars} one {# circular} other {# circulars}}',
});

/** What the circulars item of an area's navigation is heard as while some are unread. */
export const navUnreadText = defineMessage<{ label: string; count: number }>({
  id: 'kit.circulars.navUnread',
  defaultMessage: '{label}, {count, number} unread',
});
