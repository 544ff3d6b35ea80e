/** The federation's contact summary shown in the footer (demo values until the contact page owns them). */
export const federationContact = {
  phone: '+971 6 556 2030',
  email: 'info@uaearchery.ae',
  /** Spec section 9: office hours 8am to 4pm, Sharjah (UTC+4, no daylight saving). */
  officeHours: { from: 8, to: 16, timeZone: 'Asia/Dubai' },
};
