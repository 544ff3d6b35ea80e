import type { ElectronicServiceKind, LocalizedText } from '@uaeaf/contracts';
import { inArray } from 'drizzle-orm';
import { members } from '../db/schema';
import { loginLink } from '../mail/request-decision-mail';
import { serviceMail, type ServiceNews } from '../mail/service-mail';
import type { ServiceContext } from './context';

/** A step's mail to one member. */
export interface ServiceLetter {
  memberId: number;
  news: ServiceNews;
}

export interface ServiceMailing {
  requestId: number;
  kind: ElectronicServiceKind;
  player: LocalizedText | null;
  letters: ServiceLetter[];
}

/**
 * Mails each member their news of a step, in their language, once the step is committed. The step stands whatever
 * happens to the mail: a failure is logged (decision 017's rule), never answered as an error.
 */
export async function mailServiceStep(ctx: ServiceContext, mailing: ServiceMailing): Promise<void> {
  if (mailing.letters.length === 0) return;
  const recipients = await ctx.db
    .select({
      id: members.id,
      email: members.email,
      nameAr: members.nameAr,
      nameEn: members.nameEn,
      language: members.language,
    })
    .from(members)
    .where(
      inArray(
        members.id,
        mailing.letters.map((letter) => letter.memberId),
      ),
    );
  for (const letter of mailing.letters) {
    const to = recipients.find((recipient) => recipient.id === letter.memberId);
    if (!to) continue;
    try {
      await ctx.mailer.send(
        serviceMail({
          to: to.email,
          language: to.language,
          name: { ar: to.nameAr, en: to.nameEn },
          service: mailing.kind,
          requestId: mailing.requestId,
          player: mailing.player,
          loginLink: loginLink(ctx.publicOrigin, to.language),
          news: letter.news,
        }),
      );
    } catch (error) {
      ctx.logger.error(
        `The mail about service request ${mailing.requestId} to ${to.email} could not be recorded:`,
        error,
      );
    }
  }
}

/** Each member once, leaving out whoever took the step (they know). */
export function lettersTo(
  memberIds: (number | null)[],
  except: number | null,
  news: ServiceNews,
): ServiceLetter[] {
  return [...new Set(memberIds)]
    .filter((id): id is number => id !== null && id !== except)
    .map((memberId) => ({ memberId, news }));
}
