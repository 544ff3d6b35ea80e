import { defineMessage, defineMessages } from 'react-intl';

export const loginMessages = defineMessages({
  email: { id: 'auth.login.email', defaultMessage: 'Email' },
  password: { id: 'auth.login.password', defaultMessage: 'Password' },
  submit: { id: 'auth.login.submit', defaultMessage: 'Log in' },
  submitting: { id: 'auth.login.submitting', defaultMessage: 'Logging in…' },
  invalidCredentials: {
    id: 'auth.login.invalidCredentials',
    defaultMessage: 'The email or the password is not correct. Please check them and try again.',
  },
  blocked: {
    id: 'auth.login.blocked',
    defaultMessage: 'This account has been blocked. Please contact the federation.',
  },
  tooManyAttempts: {
    id: 'auth.login.tooManyAttempts',
    defaultMessage: 'Too many attempts to log in. Please wait a few minutes and try again.',
  },
  unavailable: {
    id: 'auth.login.unavailable',
    defaultMessage: 'Logging in is not possible right now. Please try again in a moment.',
  },
  restricted: {
    id: 'auth.login.restricted',
    defaultMessage: 'The account has been restricted due to a penalty',
  },
  passwordWeak: {
    id: 'auth.login.passwordWeak',
    defaultMessage:
      'Your password is too easy to guess. Please choose a new one: log out, then use “Forgot your password?” on the login page.',
  },
  code: { id: 'auth.login.code', defaultMessage: 'Code from the mail' },
  codeSubmit: { id: 'auth.login.codeSubmit', defaultMessage: 'Confirm the code' },
  codeRestart: { id: 'auth.login.codeRestart', defaultMessage: 'Log in again for a new code' },
  codeWrong: {
    id: 'auth.login.codeWrong',
    defaultMessage: 'The code is not correct. Please check the mail and try again.',
  },
  codeEnded: {
    id: 'auth.login.codeEnded',
    defaultMessage: 'Too many wrong codes: this code no longer works. Please log in again for a new one.',
  },
  codeExpired: {
    id: 'auth.login.codeExpired',
    defaultMessage: 'This code has expired. Please log in again for a new one.',
  },
  codeUsed: {
    id: 'auth.login.codeUsed',
    defaultMessage: 'This code has already been used. Please log in again for a new one.',
  },
  forgotPassword: { id: 'auth.login.forgotPassword', defaultMessage: 'Forgot your password?' },
  passwordChanged: {
    id: 'auth.login.passwordChanged',
    defaultMessage: 'Your password has been changed. Please log in with your new password.',
  },
  noAccount: { id: 'auth.login.noAccount', defaultMessage: 'Not a member yet?' },
  registerPlayer: { id: 'auth.login.registerPlayer', defaultMessage: 'Register as a player' },
  registerClub: { id: 'auth.login.registerClub', defaultMessage: 'Register a club' },
});

/** The login code step's lead (decision 080): "if the password was right", since a wrong one is answered alike. */
export const codeSentText = defineMessage<{ email: string }>({
  id: 'auth.login.codeSent',
  defaultMessage:
    'This account has had many failed logins, so a browser it does not know needs a code as well. If the password was right, we have mailed a 6-digit code to {email}. It works for 10 minutes.',
});
