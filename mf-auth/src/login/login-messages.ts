import { defineMessages } from 'react-intl';

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
  forgotPassword: { id: 'auth.login.forgotPassword', defaultMessage: 'Forgot your password?' },
  passwordChanged: {
    id: 'auth.login.passwordChanged',
    defaultMessage: 'Your password has been changed. Please log in with your new password.',
  },
  noAccount: { id: 'auth.login.noAccount', defaultMessage: 'Not a member yet?' },
  registerPlayer: { id: 'auth.login.registerPlayer', defaultMessage: 'Register as a player' },
  registerClub: { id: 'auth.login.registerClub', defaultMessage: 'Register a club' },
});
