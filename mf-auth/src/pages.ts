import { defineMessages } from 'react-intl';

export const loginPage = defineMessages({
  title: { id: 'auth.login.title', defaultMessage: 'Log in' },
  purpose: {
    id: 'auth.login.purpose',
    defaultMessage:
      "Log in to your member account to reach your account area and the federation's electronic services.",
  },
});

export const forgotPasswordPage = defineMessages({
  title: { id: 'auth.forgot.title', defaultMessage: 'Forgot your password?' },
  purpose: {
    id: 'auth.forgot.purpose',
    defaultMessage: "Enter your account's email and we will send you a link to set a new password.",
  },
});

export const resetPasswordPage = defineMessages({
  title: { id: 'auth.reset.title', defaultMessage: 'Set a new password' },
  purpose: {
    id: 'auth.reset.purpose',
    defaultMessage:
      'Choose a new password for your account. Every session of the account is then logged out.',
  },
});

export const resubmissionPage = defineMessages({
  title: { id: 'auth.resubmit.title', defaultMessage: 'Correct and resubmit your request' },
  purpose: {
    id: 'auth.resubmit.purpose',
    defaultMessage:
      'Your membership request was rejected. Correct what the reason asks for and send it again: your answers are filled in, and the files you sent are kept unless you choose others.',
  },
  reason: { id: 'auth.resubmit.reason', defaultMessage: 'Why it was rejected' },
  nothingToCorrect: {
    id: 'auth.resubmit.nothingToCorrect',
    defaultMessage: 'You have no rejected request to correct.',
  },
  toAccount: { id: 'auth.resubmit.toAccount', defaultMessage: 'Go to your account area' },
});

/** The registration forms, keyed by their path under `/register`. */
export const registrationPages = {
  club: defineMessages({
    title: { id: 'auth.register.club.title', defaultMessage: 'Register a club' },
    purpose: {
      id: 'auth.register.club.purpose',
      defaultMessage:
        'Apply to affiliate a club with the federation, with its details, officials, licences and logo.',
    },
  }),
  guest: defineMessages({
    title: { id: 'auth.register.guest.title', defaultMessage: 'Register as a guest' },
    purpose: {
      id: 'auth.register.guest.purpose',
      defaultMessage: "Create a guest account to follow the federation's services and activities.",
    },
  }),
  judges: defineMessages({
    title: { id: 'auth.register.judges.title', defaultMessage: 'Register as a referee' },
    purpose: {
      id: 'auth.register.judges.purpose',
      defaultMessage:
        "Apply to join the federation's referees, with your qualifications and refereeing experience.",
    },
  }),
  academy: defineMessages({
    title: { id: 'auth.register.academy.title', defaultMessage: 'Register an academy' },
    purpose: {
      id: 'auth.register.academy.purpose',
      defaultMessage:
        'Apply to affiliate an academy with the federation, with its details, owner, officials and licences.',
    },
  }),
  coaches: defineMessages({
    title: { id: 'auth.register.coaches.title', defaultMessage: 'Register as a coach' },
    purpose: {
      id: 'auth.register.coaches.purpose',
      defaultMessage:
        "Apply to join the federation's coaches, with your qualifications and coaching experience.",
    },
  }),
  players: defineMessages({
    title: { id: 'auth.register.players.title', defaultMessage: 'Register as a player' },
    purpose: {
      id: 'auth.register.players.purpose',
      defaultMessage:
        'Register with the federation as a player, with your personal details, documents and sporting record.',
    },
  }),
  administrators: defineMessages({
    title: { id: 'auth.register.administrators.title', defaultMessage: 'Register as an administrator' },
    purpose: {
      id: 'auth.register.administrators.purpose',
      defaultMessage: 'Apply for an administrator account, with your personal details and qualifications.',
    },
  }),
  playersCommunity: defineMessages({
    title: {
      id: 'auth.register.playersCommunity.title',
      defaultMessage: 'Register as a community-activity player',
    },
    purpose: {
      id: 'auth.register.playersCommunity.purpose',
      defaultMessage: "Sign up for the federation's community archery activities.",
    },
  }),
};
