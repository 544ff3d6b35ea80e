import type { LocalizedText, RequestDecisionResult } from '@uaeaf/contracts';
import type { Database } from '../db/client';
import type { Logger } from '../http/logger';
import type { Mailer } from '../mail/mailer';
import { loginLink, requestDecisionMail, type RequestDecisionNews } from '../mail/request-decision-mail';
import { type Decided, decideRequest, type Decision } from './decide';

export interface DecisionMail {
  mailer: Mailer;
  publicOrigin: string;
  logger: Logger;
}

function newsOf(decided: Decided, decidedBy: LocalizedText): RequestDecisionNews {
  const { replacement } = decided;
  // A replacement has no club to accept it: the office approves or rejects it.
  if (replacement) {
    return decided.action === 'reject'
      ? { decision: 'documentRejected', document: replacement.document, reason: decided.reason! }
      : { decision: 'documentReplaced', ...replacement };
  }
  switch (decided.action) {
    case 'accept':
      return { decision: 'accept', club: decidedBy };
    case 'approve':
      return {
        decision: 'approve',
        membershipNumber: decided.membershipNumber!,
        validUntil: decided.validUntil,
      };
    case 'reject':
      return { decision: 'reject', reason: decided.reason! };
  }
}

/**
 * Mails the member about a decision, once it is committed. The decision stands whatever happens to the mail: a
 * failure is logged (the mail stays in `outgoing_mail`), never answered as an error.
 */
async function mailDecision(
  { mailer, publicOrigin, logger }: DecisionMail,
  decided: Decided,
  decidedBy: LocalizedText,
): Promise<void> {
  const { applicant } = decided;
  try {
    await mailer.send(
      requestDecisionMail({
        to: applicant.email,
        language: applicant.language,
        name: applicant.name,
        loginLink: loginLink(publicOrigin, applicant.language),
        news: newsOf(decided, decidedBy),
      }),
    );
  } catch (error) {
    logger.error(`The mail about request ${decided.id} to ${applicant.email} could not be recorded:`, error);
  }
}

/** Decides (see `decideRequest`), then mails the member; `decidedBy` is the deciding club's or staff member's name. */
export async function decideAndNotify(
  db: Database,
  mail: DecisionMail,
  decision: Decision,
  decidedBy: LocalizedText,
): Promise<RequestDecisionResult> {
  const decided = await decideRequest(db, decision);
  await mailDecision(mail, decided, decidedBy);
  return {
    id: decided.id,
    status: decided.status,
    membershipNumber: decided.membershipNumber,
    validUntil: decided.validUntil,
  };
}
