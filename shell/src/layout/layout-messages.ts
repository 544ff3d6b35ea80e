import { defineMessage, defineMessages } from 'react-intl';

export const layoutMessages = defineMessages({
  skipToContent: { id: 'shell.skipToContent', defaultMessage: 'Skip to main content' },
  mainNavigation: { id: 'shell.nav.label', defaultMessage: 'Main navigation' },
  openMenu: { id: 'shell.nav.open', defaultMessage: 'Menu' },
  logIn: { id: 'shell.account.logIn', defaultMessage: 'Log in' },
  myAccount: { id: 'shell.account.myAccount', defaultMessage: 'My account' },
  logOut: { id: 'shell.account.logOut', defaultMessage: 'Log out' },
  loggedOut: { id: 'shell.account.loggedOut', defaultMessage: 'You have logged out' },
  contactHeading: { id: 'shell.footer.contact', defaultMessage: 'Contact us' },
  followHeading: { id: 'shell.footer.follow', defaultMessage: 'Follow us' },
  toastsRegion: { id: 'shell.toasts.region', defaultMessage: 'Notifications' },
  dismiss: { id: 'shell.toasts.dismiss', defaultMessage: 'Dismiss' },
});

export const rightsMessage = defineMessage<{ year: string }>({
  id: 'shell.footer.rights',
  defaultMessage: '© {year} UAE Archery Federation. All rights reserved.',
});

export const cartMessage = defineMessage<{ count: number }>({
  id: 'shell.cart.label',
  defaultMessage: 'Cart, {count, plural, =0 {empty} one {# bill} other {# bills}}',
});

export const cartMessages = defineMessages({
  heading: { id: 'shell.cart.heading', defaultMessage: 'Your cart' },
  empty: {
    id: 'shell.cart.empty',
    defaultMessage: 'Your cart is empty. Add unpaid bills from the fees page of your account.',
  },
  total: { id: 'shell.cart.total', defaultMessage: 'Total' },
  checkout: { id: 'shell.cart.checkout', defaultMessage: 'Checkout' },
  removeFailed: {
    id: 'shell.cart.removeFailed',
    defaultMessage: 'The bill could not be taken out of the cart. Please try again.',
  },
});

export const removeFromCartMessage = defineMessage<{ number: string }>({
  id: 'shell.cart.remove',
  defaultMessage: 'Remove bill {number} from the cart',
});

export const droppedBillMessage = defineMessage<{ number: string; status: string }>({
  id: 'shell.cart.dropped',
  defaultMessage:
    'Bill {number} was {status, select, paid {paid} cancelled {cancelled} waived {waived} refunded {refunded} other {settled}} elsewhere and left your cart',
});

export const greetingMessage = defineMessage<{ name: string }>({
  id: 'shell.account.greeting',
  defaultMessage: 'Account of {name}',
});
