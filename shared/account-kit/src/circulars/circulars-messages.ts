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
