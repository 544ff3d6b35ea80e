import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { ageClassNames } from '@uaeaf/account-kit';
import type { MemberAccountSummary } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { DetailsList, useDates } from '@uaeaf/ui';

/** The heading of the club and age class, on the home and the account page. */
export const clubHeading = defineMessage({
  id: 'roleAccounts.home.membership',
  defaultMessage: 'Club and age class',
});

const text = defineMessages({
  club: { id: 'roleAccounts.home.club', defaultMessage: 'Club' },
  noClub: { id: 'roleAccounts.home.noClub', defaultMessage: 'No club' },
  birthDate: { id: 'roleAccounts.home.birthDate', defaultMessage: 'Date of birth' },
  ageClass: { id: 'roleAccounts.home.ageClass', defaultMessage: 'Age class' },
});

/** The member's club, birth date and age class, as the summary gives them. */
export function ClubAndClass({ summary }: { summary: MemberAccountSummary }) {
  const intl = useIntl();
  const locale = useLocale();
  const { day } = useDates();
  return (
    <DetailsList
      items={[
        [intl.formatMessage(text.club), summary.club?.name[locale] ?? intl.formatMessage(text.noClub)],
        [
          intl.formatMessage(text.birthDate),
          summary.birthDate && <time dateTime={summary.birthDate}>{day(summary.birthDate)}</time>,
        ],
        [
          intl.formatMessage(text.ageClass),
          summary.ageClass && intl.formatMessage(ageClassNames[summary.ageClass]),
        ],
      ]}
    />
  );
}
