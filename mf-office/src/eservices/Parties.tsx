import { useIntl } from 'react-intl';
import { objectionText, partyAnswerText, partyRoleText } from '@uaeaf/account-kit';
import type { ServiceParty } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { DetailsList, useDates } from '@uaeaf/ui';
import { servicesText } from './messages';
import styles from './eservices.module.css';

/**
 * The clubs a release or transfer asks, each with its answer, its objection in words (the office weighs it: it does
 * not end the request), its note, and the day its silence counts as agreeing.
 */
export function Parties({ parties }: { parties: ServiceParty[] }) {
  const intl = useIntl();
  const locale = useLocale();
  const { day, dayAndTime } = useDates();
  return (
    <ul className={styles.parties}>
      {parties.map((party) => (
        <li key={party.role}>
          <h3>
            {intl.formatMessage(partyRoleText[party.role])}: {party.club.name[locale]}
          </h3>
          <DetailsList
            items={[
              [intl.formatMessage(servicesText.answer), intl.formatMessage(partyAnswerText[party.answer])],
              [
                intl.formatMessage(servicesText.objection),
                party.objection && intl.formatMessage(objectionText[party.objection]),
              ],
              [intl.formatMessage(servicesText.note), party.note && <bdi>{party.note}</bdi>],
              [intl.formatMessage(servicesText.answerBy), day(party.answerBy)],
              [intl.formatMessage(servicesText.answeredAt), party.answeredAt && dayAndTime(party.answeredAt)],
            ]}
          />
        </li>
      ))}
    </ul>
  );
}
