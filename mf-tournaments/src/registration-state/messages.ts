import { defineMessage, defineMessages } from 'react-intl';
import { registrationNotices } from '@uaeaf/contracts';

/** A tournament's registration state in one line, on the lists and the details page. */
export const stateText = {
  open: defineMessage<{ date: string }>({
    id: 'tournaments.state.open',
    defaultMessage: 'Registration is open: closes on {date}',
  }),
  notYetOpen: defineMessage<{ date: string }>({
    id: 'tournaments.state.notYetOpen',
    defaultMessage: 'Registration opens on {date}',
  }),
  betweenWindows: defineMessage<{ date: string }>({
    id: 'tournaments.state.betweenWindows',
    defaultMessage: 'Second registration window opens on {date}',
  }),
  ended: defineMessage<{ date: string }>({
    id: 'tournaments.state.ended',
    defaultMessage: 'Registration closed on {date}',
  }),
};

/** Spec section 8's notices when no window is open, under the ids the contract names (`registrationNotices`). */
export const noticeText = defineMessages({
  [registrationNotices.notYetOpen]: {
    id: 'tournaments.registration.unavailable',
    defaultMessage: 'Registration is currently unavailable',
  },
  [registrationNotices.ended]: {
    id: 'tournaments.registration.ended',
    defaultMessage: 'Registration period has ended',
  },
});

export const registerActionText = defineMessages({
  register: { id: 'tournaments.action.register', defaultMessage: 'Register for this tournament' },
});
