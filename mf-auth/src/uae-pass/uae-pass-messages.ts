import { defineMessage, defineMessages } from 'react-intl';
import type { UaePassOutcome } from '@uaeaf/contracts';

export const uaePassMessages = defineMessages({
  signIn: { id: 'auth.uaePass.signIn', defaultMessage: 'Sign in with UAE PASS' },
  orEmail: { id: 'auth.uaePass.orEmail', defaultMessage: 'or log in with your email and password' },
  title: { id: 'auth.uaePass.title', defaultMessage: 'Sign in with UAE PASS' },
  signingIn: { id: 'auth.uaePass.signingIn', defaultMessage: 'Signing you in…' },
  tryAgain: { id: 'auth.uaePass.tryAgain', defaultMessage: 'Try again with UAE PASS' },
  logInWithEmail: { id: 'auth.uaePass.logInWithEmail', defaultMessage: 'Log in with your email' },
  registerChoice: {
    id: 'auth.uaePass.registerChoice',
    defaultMessage: 'Register with your details from UAE PASS',
  },
  fillIn: { id: 'auth.uaePass.fillIn', defaultMessage: 'Fill in with UAE PASS' },
  orByHand: { id: 'auth.uaePass.orByHand', defaultMessage: 'or fill in the form yourself' },
  notYou: { id: 'auth.uaePass.notYou', defaultMessage: 'Not you? Fill in the form without UAE PASS' },
  upgrade: { id: 'auth.uaePass.upgrade', defaultMessage: 'Upgrade your UAE PASS account' },
  linked: {
    id: 'auth.uaePass.linked',
    defaultMessage: 'UAE PASS is now linked to your account: you can sign in with it.',
  },
  backToAccount: { id: 'auth.uaePass.backToAccount', defaultMessage: 'Back to your account' },
});

/** What the landing page says for each way a UAE PASS sign-in can end other than signed in. */
export const outcomeMessages = defineMessages<Exclude<UaePassOutcome, 'signedIn' | 'linked'>>({
  cancelled: {
    id: 'auth.uaePass.cancelled',
    defaultMessage:
      'You cancelled the sign-in on UAE PASS. You can try again, or log in with your email and password.',
  },
  unverified: {
    id: 'auth.uaePass.unverified',
    defaultMessage:
      'Your UAE PASS account is not verified, so it does not carry your Emirates ID, and the federation cannot tell which member you are. Upgrade it to a verified account on the UAE PASS self-care portal, then sign in again.',
  },
  blocked: {
    id: 'auth.uaePass.blocked',
    defaultMessage: 'This account has been blocked. Please contact the federation.',
  },
  unknown: {
    id: 'auth.uaePass.unknown',
    defaultMessage:
      'No member account of the federation carries the Emirates ID of your UAE PASS account. If you are new to the federation, choose how to register below: your details from UAE PASS are filled in. If you have an account, log in with your email and password, then link UAE PASS from your account details.',
  },
  expired: {
    id: 'auth.uaePass.expired',
    defaultMessage: 'The sign-in took too long, or was started in another browser. Please try again.',
  },
  refused: {
    id: 'auth.uaePass.refused',
    defaultMessage:
      'This sign-in could not be confirmed as the one you started here, so it was stopped. Please start again from this site.',
  },
  failed: {
    id: 'auth.uaePass.failed',
    defaultMessage: 'UAE PASS could not confirm the sign-in. Please try again in a moment.',
  },
  linkMismatch: {
    id: 'auth.uaePass.linkMismatch',
    defaultMessage:
      'The UAE PASS account you signed in with carries another Emirates ID than the one on your federation account, so it was not linked. Sign in to UAE PASS with your own account, or ask the federation to correct your Emirates ID.',
  },
  linkTaken: {
    id: 'auth.uaePass.linkTaken',
    defaultMessage:
      'This UAE PASS account, or its Emirates ID, already belongs to another member account of the federation, so it was not linked. Please contact the federation.',
  },
  unavailable: {
    id: 'auth.uaePass.unavailable',
    defaultMessage:
      'Sign-in with UAE PASS is not available right now. Please log in with your email and password.',
  },
});

/** Above a registration form UAE PASS filled in: whose details they are. */
export const filledInMessage = defineMessage<{ name: string }>({
  id: 'auth.uaePass.filledIn',
  defaultMessage:
    'The details UAE PASS gave for {name} are filled in and cannot be changed here. Fill in the rest of the form.',
});
