import { defineMessage, defineMessages } from 'react-intl';

export const penaltiesText = defineMessages({
  own: { id: 'kit.penalties.own', defaultMessage: 'Penalties on your account' },
  players: { id: 'kit.penalties.players', defaultMessage: "Your players' penalties" },
  none: { id: 'kit.penalties.none', defaultMessage: 'No penalties.' },
  player: { id: 'kit.penalties.player', defaultMessage: 'Player' },
  reason: { id: 'kit.penalties.reason', defaultMessage: 'Reason' },
  period: { id: 'kit.penalties.period', defaultMessage: 'From – to' },
  fine: { id: 'kit.penalties.fine', defaultMessage: 'Fine' },
  noFine: { id: 'kit.penalties.noFine', defaultMessage: 'None' },
  bill: { id: 'kit.penalties.bill', defaultMessage: 'Bill of the fine' },
  status: { id: 'kit.penalties.status', defaultMessage: 'Status' },
  restricted: {
    id: 'kit.penalties.restricted',
    defaultMessage:
      'A penalty is in force on your account: until it ends, the federation refuses your requests and entries.',
  },
});

export const penaltyStatusText = defineMessages({
  upcoming: { id: 'kit.penalties.status.upcoming', defaultMessage: 'Upcoming' },
  active: { id: 'kit.penalties.status.active', defaultMessage: 'In force' },
  ended: { id: 'kit.penalties.status.ended', defaultMessage: 'Ended' },
  lifted: { id: 'kit.penalties.status.lifted', defaultMessage: 'Lifted' },
});

export const fineBillText = defineMessage<{ number: string; status: string }>({
  id: 'kit.penalties.fineBill',
  defaultMessage: '{number} ({status})',
});
