import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { apiUrl } from '@uaeaf/api-client';
import { cardPhotoPath, type MembershipVerification } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { DateText, memberKindText } from '@uaeaf/ui';
import { cardPhotoText, cardStateText, cardText, verifyText } from './messages';
import { Facts } from './Facts';
import styles from './verify.module.css';

/**
 * A membership card's holder and its state today (decision 055), large for a phone held up at a venue: the state
 * first, in one sentence, then the photo and what the card prints. Both names are shown: the reader compares them
 * with the card in whichever language it is printed.
 */
export function MembershipResult({ card }: { card: MembershipVerification }) {
  const intl = useIntl();
  const locale = useLocale();
  const other = locale === 'ar' ? 'en' : 'ar';
  const rows: [string, ReactNode][] = [
    [
      intl.formatMessage(cardText.name),
      <>
        {card.name[locale]}
        <span lang={other} dir={other === 'ar' ? 'rtl' : 'ltr'} className={styles.otherName}>
          {card.name[other]}
        </span>
      </>,
    ],
    [intl.formatMessage(cardText.kind), intl.formatMessage(memberKindText[card.accountType])],
  ];
  if (card.club) rows.push([intl.formatMessage(cardText.club), card.club[locale]]);
  if (card.validUntil)
    rows.push([intl.formatMessage(cardText.validUntil), <DateText value={card.validUntil} />]);
  rows.push([intl.formatMessage(verifyText.code), <bdi dir="ltr">{card.code}</bdi>]);
  return (
    <>
      <p className={card.state === 'valid' ? styles.valid : styles.unknown} data-state={card.state}>
        {intl.formatMessage(cardStateText[card.state])}
      </p>
      <div className={styles.card}>
        {card.hasPhoto && (
          <img
            className={styles.photo}
            src={apiUrl(cardPhotoPath(card.code).replace(/^\/api/, ''))}
            alt={intl.formatMessage(cardPhotoText, { name: card.name[locale] })}
            width={160}
            height={200}
          />
        )}
        <Facts rows={rows} />
      </div>
    </>
  );
}
