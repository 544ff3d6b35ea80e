import { defineMessage, defineMessages } from 'react-intl';

export const articleSubmissionPage = defineMessages({
  title: { id: 'public.articles.send.title', defaultMessage: 'Send your article' },
  purpose: {
    id: 'public.articles.send.purpose',
    defaultMessage: 'Send the federation an article on archery for review and publication.',
  },
});

export const submissionText = defineMessages({
  authorName: { id: 'public.submissions.authorName', defaultMessage: 'Your name' },
  email: { id: 'public.submissions.email', defaultMessage: 'Email' },
  phone: { id: 'public.submissions.phone', defaultMessage: 'Phone' },
  title: { id: 'public.submissions.title', defaultMessage: 'Title of the article' },
  body: { id: 'public.submissions.body', defaultMessage: 'Article' },
  image: { id: 'public.submissions.image', defaultMessage: 'Image (optional)' },
  imageHint: {
    id: 'public.submissions.imageHint',
    defaultMessage: 'A JPG, JPEG or PNG image of at most 1 MB.',
  },
  removeImage: { id: 'public.submissions.removeImage', defaultMessage: 'Remove the image' },
  sendingImage: { id: 'public.submissions.sendingImage', defaultMessage: 'Sending the image…' },
  submit: { id: 'public.submissions.submit', defaultMessage: 'Send the article' },
  submitted: { id: 'public.submissions.submitted', defaultMessage: 'The request has been submitted' },
  submittedHint: {
    id: 'public.submissions.submittedHint',
    defaultMessage: 'An editor will review your article before it is published.',
  },
});

export const phoneHintText = defineMessage<{ example: string }>({
  id: 'public.submissions.phoneHint',
  defaultMessage: 'For example {example}',
});
