import { defineMessages } from 'react-intl';

export const forgotMessages = defineMessages({
  email: { id: 'auth.forgot.email', defaultMessage: 'Email' },
  submit: { id: 'auth.forgot.submit', defaultMessage: 'Send the link' },
  submitting: { id: 'auth.forgot.submitting', defaultMessage: 'Sending…' },
  sent: {
    id: 'auth.forgot.sent',
    defaultMessage:
      'If an account uses this email, a link to set a new password is on its way. It works for one hour.',
  },
  tooManyAttempts: {
    id: 'auth.forgot.tooManyAttempts',
    defaultMessage:
      'Too many requests for this email or from this network. Please wait 15 minutes and try again.',
  },
  unavailable: {
    id: 'auth.forgot.unavailable',
    defaultMessage: 'The link could not be sent right now. Please try again in a moment.',
  },
  backToLogin: { id: 'auth.forgot.backToLogin', defaultMessage: 'Back to the login page' },
});

export const resetMessages = defineMessages({
  newPassword: { id: 'auth.reset.newPassword', defaultMessage: 'New password' },
  newPasswordHint: {
    id: 'auth.reset.newPassword.hint',
    defaultMessage:
      'At least 10 characters, with at least one letter and one digit; not a common password, nor made from your name or email.',
  },
  confirmation: { id: 'auth.reset.confirmation', defaultMessage: 'Confirm the new password' },
  submit: { id: 'auth.reset.submit', defaultMessage: 'Set the new password' },
  submitting: { id: 'auth.reset.submitting', defaultMessage: 'Saving…' },
  linkUnknown: {
    id: 'auth.reset.linkUnknown',
    defaultMessage: 'This link is not valid. Please ask for a new one.',
  },
  linkUsed: {
    id: 'auth.reset.linkUsed',
    defaultMessage: 'This link has already been used. Please ask for a new one if you need it.',
  },
  linkExpired: {
    id: 'auth.reset.linkExpired',
    defaultMessage: 'This link has expired: links work for one hour. Please ask for a new one.',
  },
  unavailable: {
    id: 'auth.reset.unavailable',
    defaultMessage: 'The password could not be changed right now. Please try again in a moment.',
  },
  askAgain: { id: 'auth.reset.askAgain', defaultMessage: 'Ask for a new link' },
});
