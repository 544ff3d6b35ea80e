import { useIntl } from 'react-intl';
import {
  BoardMembersResponseSchema,
  CareerOpeningsResponseSchema,
  PartnersResponseSchema,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { DateText, DetailsList, EmptyState, Page, PageHeading, QueryStates } from '@uaeaf/ui';
import { publicKey } from '../shared-ui/api';
import { useApi } from '@uaeaf/api-client';
import { EmailLink, WebsiteLink } from '../shared-ui/details';
import { useStaticPage } from '../shared-ui/layout';
import { ResponsiveImage } from '../shared-ui/ResponsiveImage';
import { LocalizedRichTextView } from '../shared-ui/RichText';
import content from '../shared-ui/content.module.css';
import { boardPage, careersPage, federationText, partnersPage } from './messages';
import styles from './federation.module.css';

export function BoardPage() {
  const locale = useLocale();
  const { title, description } = useStaticPage(boardPage);
  const query = useApi(publicKey('board-members'), '/board-members', BoardMembersResponseSchema);
  return (
    <Page>
      <PageHeading title={title} lead={description} />
      <QueryStates query={query} tall>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState />
          ) : (
            <ul className={styles.people}>
              {items.map((member, index) => (
                <li key={member.id} className={styles.person}>
                  {member.photo && (
                    <ResponsiveImage
                      image={member.photo}
                      width={160}
                      priority={index === 0}
                      className={styles.portrait}
                    />
                  )}
                  <h2 className={styles.name}>{member.name[locale]}</h2>
                  <p className={styles.role}>{member.position[locale]}</p>
                </li>
              ))}
            </ul>
          )
        }
      </QueryStates>
    </Page>
  );
}

export function PartnersPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { title, description } = useStaticPage(partnersPage);
  const query = useApi(publicKey('partners'), '/partners', PartnersResponseSchema);
  return (
    <Page>
      <PageHeading title={title} lead={description} />
      <QueryStates query={query} tall>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState />
          ) : (
            <ul className={styles.partners}>
              {items.map((partner) => (
                <li key={partner.id} className={styles.partner}>
                  <ResponsiveImage image={partner.logo} width={160} className={styles.logo} />
                  <h2 className={styles.name}>{partner.name[locale]}</h2>
                  {partner.website && (
                    <WebsiteLink url={partner.website}>
                      {intl.formatMessage(federationText.partnerSite)}
                      <span className="visually-hidden">: {partner.name[locale]}</span>
                    </WebsiteLink>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryStates>
    </Page>
  );
}

export function CareersPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { title, description } = useStaticPage(careersPage);
  const query = useApi(publicKey('careers'), '/careers', CareerOpeningsResponseSchema);
  return (
    <Page>
      <PageHeading title={title} lead={description} />
      <QueryStates query={query} tall>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState>
              <p>{intl.formatMessage(federationText.noOpenings)}</p>
            </EmptyState>
          ) : (
            <ul className={styles.openings}>
              {items.map((opening) => (
                <li key={opening.id} className={styles.opening}>
                  <article aria-labelledby={`opening-${opening.id}`}>
                    <h2 id={`opening-${opening.id}`}>{opening.title[locale]}</h2>
                    <DetailsList
                      items={[
                        [intl.formatMessage(federationText.department), opening.department?.[locale]],
                        [intl.formatMessage(federationText.location), opening.location?.[locale]],
                        [
                          intl.formatMessage(federationText.posted),
                          <DateText key="posted" value={opening.postedOn} />,
                        ],
                        [
                          intl.formatMessage(federationText.closing),
                          opening.closingOn && <DateText value={opening.closingOn} />,
                        ],
                      ]}
                    />
                    <LocalizedRichTextView text={opening.description} headingLevel={3} />
                    <h3>{intl.formatMessage(federationText.howToApply)}</h3>
                    <LocalizedRichTextView text={opening.howToApply.instructions} headingLevel={4} />
                    <p className={content.meta}>
                      {opening.howToApply.email && (
                        <span>
                          {intl.formatMessage(federationText.applyByEmail)}:{' '}
                          <EmailLink email={opening.howToApply.email} />
                        </span>
                      )}
                      {opening.howToApply.url && (
                        <WebsiteLink url={opening.howToApply.url}>
                          {intl.formatMessage(federationText.applyOnline)}
                          <span className="visually-hidden">: {opening.title[locale]}</span>
                        </WebsiteLink>
                      )}
                    </p>
                  </article>
                </li>
              ))}
            </ul>
          )
        }
      </QueryStates>
    </Page>
  );
}
