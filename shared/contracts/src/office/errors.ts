/** The office's refusals (besides 400 `validation_failed`, 403 `forbidden` and 404 `not_found`), each its own message. */
export const OfficeErrorCodes = {
  /** 409: blocking a member who is blocked already. */
  alreadyBlocked: 'already_blocked',
  /** 409: unblocking a member who is not blocked. */
  notBlocked: 'not_blocked',
  /** 409: staff blocking or unblocking their own account. */
  ownAccount: 'own_account',
  /** 409: lifting a penalty that has ended or was lifted already. */
  penaltyNotLiftable: 'penalty_not_liftable',
  /** 409: the change would leave the office without an administrator. */
  lastAdministrator: 'last_administrator',
  /** 409: a new staff account with an email another account uses (the form shows `validation.emailTaken`). */
  emailTaken: 'email_taken',
} as const;
export type OfficeErrorCode = (typeof OfficeErrorCodes)[keyof typeof OfficeErrorCodes];
