import { defineMessage, defineMessages } from 'react-intl';

export const contactPage = defineMessages({
  title: { id: 'public.contactUs.title', defaultMessage: 'Contact us' },
  purpose: {
    id: 'public.contactUs.purpose',
    defaultMessage: 'Write to the federation; we reply within 3 working days.',
  },
});

export const contactText = defineMessages({
  detailsHeading: { id: 'public.contact.details', defaultMessage: 'How to reach us' },
  formHeading: { id: 'public.contact.formHeading', defaultMessage: 'Send us a message' },
  name: { id: 'public.contact.name', defaultMessage: 'Your name' },
  email: { id: 'public.contact.email', defaultMessage: 'Email' },
  phone: { id: 'public.contact.phone', defaultMessage: 'Phone' },
  subject: { id: 'public.contact.subject', defaultMessage: 'Subject' },
  message: { id: 'public.contact.message', defaultMessage: 'Message' },
  submit: { id: 'public.contact.submit', defaultMessage: 'Send the message' },
  sent: {
    id: 'public.contact.sent',
    defaultMessage: 'Thank you, your message has been received.',
  },
  sentHint: {
    id: 'public.contact.sentHint',
    defaultMessage: 'We will reply to the email address you gave within 3 working days.',
  },
});

export const phoneHintText = defineMessage<{ example: string }>({
  id: 'public.contact.phoneHint',
  defaultMessage: 'For example {example}',
});
