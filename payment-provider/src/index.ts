export { createPaymentProvider, type PaymentProvider, type PaymentProviderOptions } from './app';
export { testCards, testOneTimeCode } from './cards';
export {
  notificationModes,
  signNotification,
  type NotificationBody,
  type NotificationMode,
} from './notifier';
