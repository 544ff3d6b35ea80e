import { defineMessage, defineMessages } from 'react-intl';

export const registerNewText = defineMessages({
  club: { id: 'clubAccount.registerNew.club', defaultMessage: 'Club' },
  academy: { id: 'clubAccount.registerNew.academy', defaultMessage: 'Academy' },
  leadClub: {
    id: 'clubAccount.registerNew.leadClub',
    defaultMessage:
      'The request reaches the federation already accepted by your club. The player receives an email to choose a password.',
  },
  leadAcademy: {
    id: 'clubAccount.registerNew.leadAcademy',
    defaultMessage:
      'The request reaches the federation already accepted by your academy. The player receives an email to choose a password.',
  },
  penaltyReason: { id: 'clubAccount.registerNew.penaltyReason', defaultMessage: 'Reason for the penalty' },
  toRequests: { id: 'clubAccount.registerNew.toRequests', defaultMessage: 'Your requests' },
});

export const registerNewArgs = {
  doneClub: defineMessage<{ name: string }>({
    id: 'clubAccount.registerNew.doneClub',
    defaultMessage:
      'The federation now reviews the request of {name}; once it approves, the player is in your club. {name} has been sent an email to choose a password.',
  }),
  doneAcademy: defineMessage<{ name: string }>({
    id: 'clubAccount.registerNew.doneAcademy',
    defaultMessage:
      'The federation now reviews the request of {name}; once it approves, the player is in your academy. {name} has been sent an email to choose a password.',
  }),
  toPlayer: defineMessage<{ name: string }>({
    id: 'clubAccount.registerNew.toPlayer',
    defaultMessage: '{name} in your players',
  }),
};
