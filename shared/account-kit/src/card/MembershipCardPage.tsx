import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { apiUrl, useApi } from '@uaeaf/api-client';
import { cardApiPaths, federationName, MembershipCardSchema, type MembershipCard } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { DateText, DetailsList, memberKindText, PlaceholderPage, QueryStates } from '@uaeaf/ui';
import { actionButton } from '@uaeaf/ui/dialog';
import { ageClassNames } from '../registration/registration-messages';
import { cardPageMessages, cardStateNotes, cardText, noCardText } from './card-messages';
import { Emblem } from './Emblem';
import { useHomeScreen } from './home-screen';
import styles from './card.module.css';

export const cardQueryKey = () => ['account', 'card'] as const;

const withoutApi = (path: string) => path.replace(/^\/api/, '');

/**
 * `card` in every member's area (decision 055): the digital membership card under the federation's emblem and name in
 * both languages, with the photo of the member's registration, both names, kind, club, number, validity, age class and
 * the QR code of its verification link; its PDF, and the home-screen icon. A member not approved reads why there is no
 * card.
 */
export default function MembershipCardPage() {
  const query = useApi(cardQueryKey(), withoutApi(cardApiPaths.own), MembershipCardSchema, { fresh: true });
  return (
    <PlaceholderPage {...cardPageMessages}>
      <QueryStates query={query}>{(card) => <CardBody card={card} />}</QueryStates>
    </PlaceholderPage>
  );
}

function CardBody({ card }: { card: MembershipCard }) {
  const intl = useIntl();
  if (!card.issued) {
    return (
      <p className={styles.none} role="note">
        {intl.formatMessage(noCardText[card.membershipStatus])}
      </p>
    );
  }
  return <IssuedCard card={card} />;
}

function IssuedCard({ card }: { card: Extract<MembershipCard, { issued: true }> }) {
  const intl = useIntl();
  const locale = useLocale();
  const headingId = useId();
  const pathname = useLocation().pathname;
  const install = useHomeScreen(locale, pathname);
  // A club's or academy's registration sends a logo where a person's sends a photo.
  const organisation = card.accountType === 'club' || card.accountType === 'academy';
  const items: [string, ReactNode][] = [
    [intl.formatMessage(cardText.nameAr), <span lang="ar">{card.name.ar}</span>],
    [
      intl.formatMessage(cardText.nameEn),
      <span lang="en" dir="ltr">
        {card.name.en}
      </span>,
    ],
    [intl.formatMessage(cardText.kind), intl.formatMessage(memberKindText[card.accountType])],
  ];
  if (card.club) items.push([intl.formatMessage(cardText.club), card.club[locale]]);
  items.push([intl.formatMessage(cardText.number), <bdi dir="ltr">{card.membershipNumber}</bdi>]);
  if (card.validUntil)
    items.push([intl.formatMessage(cardText.validUntil), <DateText value={card.validUntil} />]);
  if (card.ageClass)
    items.push([intl.formatMessage(cardText.ageClass), intl.formatMessage(ageClassNames[card.ageClass])]);
  items.push([intl.formatMessage(cardText.code), <bdi dir="ltr">{card.code}</bdi>]);
  const lang = `?lang=${locale}`;
  return (
    <>
      <section className={styles.card} aria-labelledby={headingId} data-state={card.state}>
        <div className={styles.top}>
          <Emblem className={styles.emblem} />
          <p className={styles.federation}>
            <span lang="ar" dir="rtl">
              {federationName.ar}
            </span>
            <span lang="en" dir="ltr">
              {federationName.en}
            </span>
          </p>
          <h2 id={headingId} className={styles.heading}>
            {intl.formatMessage(cardText.card)}
          </h2>
        </div>
        <p className={card.state === 'valid' ? styles.valid : styles.invalid}>
          {intl.formatMessage(cardStateNotes[card.state])}
        </p>
        <div className={styles.body}>
          {card.photoFileId !== null && (
            <img
              className={styles.photo}
              src={apiUrl(`/account/files/${card.photoFileId}`)}
              alt={intl.formatMessage(organisation ? cardText.logo : cardText.photo)}
              width={128}
              height={160}
            />
          )}
          <DetailsList items={items} />
          <img
            className={styles.qr}
            src={apiUrl(`${withoutApi(cardApiPaths.qr)}${lang}`)}
            alt={intl.formatMessage(cardText.qr)}
            width={176}
            height={176}
          />
        </div>
      </section>
      <div className={styles.actions}>
        <a className={actionButton.primary} href={apiUrl(`${withoutApi(cardApiPaths.pdf)}${lang}`)} download>
          {intl.formatMessage(cardText.pdf)}
        </a>
        {install && (
          <button type="button" className={actionButton.secondary} onClick={() => void install()}>
            {intl.formatMessage(cardText.install)}
          </button>
        )}
      </div>
      <p className={styles.help}>{intl.formatMessage(cardText.installHelp)}</p>
    </>
  );
}
