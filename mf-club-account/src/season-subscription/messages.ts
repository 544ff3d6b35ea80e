import { defineMessage, defineMessages } from 'react-intl';

export const subscriptionText = defineMessages({
  noSeason: {
    id: 'clubAccount.subscription.noSeason',
    defaultMessage: 'No season is open for subscriptions at the moment.',
  },
  notSubscribed: {
    id: 'clubAccount.subscription.notSubscribed',
    defaultMessage: 'Not subscribed to this season yet.',
  },
  notPriced: {
    id: 'clubAccount.subscription.notPriced',
    defaultMessage: 'The federation has not set this season’s subscription fees yet.',
  },
  category: { id: 'clubAccount.subscription.category', defaultMessage: 'Category' },
  players: { id: 'clubAccount.subscription.players', defaultMessage: 'Players to subscribe' },
  noPlayers: {
    id: 'clubAccount.subscription.noPlayers',
    defaultMessage: 'You have no approved players yet; you can subscribe without players.',
  },
  subscribe: { id: 'clubAccount.subscription.subscribe', defaultMessage: 'Subscribe' },
  save: { id: 'clubAccount.subscription.save', defaultMessage: 'Save changes' },
  editNote: {
    id: 'clubAccount.subscription.editNote',
    defaultMessage:
      'Until the bill is paid you may change the category and players: the bill is issued again.',
  },
  confirmTitle: { id: 'clubAccount.subscription.confirmTitle', defaultMessage: 'Change the subscription' },
  confirm: { id: 'clubAccount.subscription.confirm', defaultMessage: 'are you sure about that?' },
  done: { id: 'clubAccount.subscription.done', defaultMessage: 'The request has been submitted' },
  unpaid: { id: 'clubAccount.subscription.unpaid', defaultMessage: 'unpaid' },
  settled: { id: 'clubAccount.subscription.settled', defaultMessage: 'settled' },
  payLink: { id: 'clubAccount.subscription.payLink', defaultMessage: 'Pay it from your fees' },
  subscribed: { id: 'clubAccount.subscription.subscribed', defaultMessage: 'Subscribed players' },
  paidRefusal: {
    id: 'clubAccount.subscription.paidRefusal',
    defaultMessage: 'The season subscription is paid (or being paid) and can no longer change',
  },
  notClubPlayer: {
    id: 'clubAccount.subscription.notClubPlayer',
    defaultMessage: 'This player is not one of your approved players',
  },
  feeNotPriced: {
    id: 'clubAccount.subscription.feeNotPriced',
    defaultMessage: 'The federation has not set this season’s subscription fees yet.',
  },
  restricted: {
    id: 'clubAccount.subscription.restricted',
    defaultMessage: 'The account has been restricted due to a penalty',
  },
});

export const categoryText = defineMessages({
  men: { id: 'clubAccount.category.men', defaultMessage: 'Men' },
  women: { id: 'clubAccount.category.women', defaultMessage: 'Women' },
  junior: { id: 'clubAccount.category.junior', defaultMessage: 'Juniors' },
  juniorWomen: { id: 'clubAccount.category.juniorWomen', defaultMessage: 'Junior women' },
});

/** The messages with values, each typed with them. */
export const subscriptionArgs = {
  season: defineMessage<{ season: string }>({
    id: 'clubAccount.subscription.season',
    defaultMessage: 'Season {season}',
  }),
  prices: defineMessage<{ member: string; archer: string }>({
    id: 'clubAccount.subscription.prices',
    defaultMessage: 'Subscription: {member}; each player: {archer}.',
  }),
  total: defineMessage<{ total: string }>({
    id: 'clubAccount.subscription.total',
    defaultMessage: 'Total: {total}',
  }),
  paid: defineMessage<{ number: string }>({
    id: 'clubAccount.subscription.paid',
    defaultMessage: 'Subscribed, bill {number} paid. The subscription can no longer change.',
  }),
  locked: defineMessage<{ number: string }>({
    id: 'clubAccount.subscription.locked',
    defaultMessage: 'Bill {number} is paid or being paid: the subscription can no longer change.',
  }),
  bill: defineMessage<{ number: string; amount: string; status: string }>({
    id: 'clubAccount.subscription.bill',
    defaultMessage: 'Bill {number}: {amount}, {status}.',
  }),
};
