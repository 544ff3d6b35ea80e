import { defineMessage, defineMessages } from 'react-intl';

export const contactText = defineMessages({
  filters: { id: 'office.contact.filters', defaultMessage: 'Filter the messages' },
  status: { id: 'office.contact.status', defaultMessage: 'Status' },
  subject: { id: 'office.contact.subject', defaultMessage: 'Subject' },
  from: { id: 'office.contact.from', defaultMessage: 'From' },
  email: { id: 'office.contact.email', defaultMessage: 'Email' },
  phone: { id: 'office.contact.phone', defaultMessage: 'Phone' },
  received: { id: 'office.contact.received', defaultMessage: 'Received' },
  due: { id: 'office.contact.due', defaultMessage: 'Answer by' },
  overdue: { id: 'office.contact.overdue', defaultMessage: 'Overdue' },
  message: { id: 'office.contact.message', defaultMessage: 'The message' },
  replyHeading: { id: 'office.contact.replyHeading', defaultMessage: 'Reply' },
  replyIntro: {
    id: 'office.contact.replyIntro',
    defaultMessage: 'The reply is mailed to the sender and kept here with your name.',
  },
  reply: { id: 'office.contact.reply', defaultMessage: 'Your reply' },
  send: { id: 'office.contact.send', defaultMessage: 'Send the reply' },
  alreadyAnswered: {
    id: 'office.contact.alreadyAnswered',
    defaultMessage: 'A colleague has just answered this message. It now shows their reply.',
  },
  newMessages: { id: 'office.contact.newMessages', defaultMessage: 'New contact messages' },
  overdueMessages: { id: 'office.contact.overdueMessages', defaultMessage: 'Contact messages overdue' },
  inbox: { id: 'office.contact.inbox', defaultMessage: 'Contact inbox' },
  workingDays: {
    id: 'office.contact.workingDays',
    defaultMessage:
      'Messages are answered within 3 working days (Monday to Thursday, Sharjah’s working week).',
  },
});

export const contactStatusText = defineMessages({
  new: { id: 'office.contact.statusNew', defaultMessage: 'New' },
  answered: { id: 'office.contact.statusAnswered', defaultMessage: 'Answered' },
});

export const contactCountText = defineMessage<{ total: number }>({
  id: 'office.contact.count',
  defaultMessage: '{total, plural, =0 {No messages} one {# message} other {# messages}}',
});

export const replySentText = defineMessage({
  id: 'office.contact.replySent',
  defaultMessage: 'The reply was mailed to the sender.',
});

export const repliedText = defineMessage<{ at: string; name: string }>({
  id: 'office.contact.replied',
  defaultMessage: 'Answered {at} by {name}',
});
