import { useIntl, type IntlShape } from 'react-intl';
import type { ServiceRequest } from '@uaeaf/contracts';
import {
  codeRoleText,
  eventKindText,
  serviceFieldText,
  serviceKindText,
  serviceStatusText,
} from '@uaeaf/account-kit';
import { useLocale } from '@uaeaf/i18n';
import { DetailsList, LocalizedLink, memberKindText, useAed, useDates, usePageTitle } from '@uaeaf/ui';
import { Answers } from '../common/Answers';
import commonStyles from '../common/common.module.css';
import { Files } from '../common/Files';
import { ItemPage } from '../common/ItemPage';
import { billStatusText } from '../common/labels';
import { StatusBadge } from '../common/StatusBadge';
import { Timeline, type TimelineEvent } from '../common/Timeline';
import { officePages } from '../pages';
import { serviceDocumentUrl, servicesPath, useService } from './api';
import { billText, downloadDocumentText, itemText, serviceTitleText, servicesText } from './messages';
import { Parties } from './Parties';
import { ServiceDecisions } from './ServiceDecisions';

/** Shown elsewhere on the page by name (the player, the clubs). */
const shownElsewhere = new Set(['playerId', 'receivingClubId']);

/** The form's answers as staff read them: its choices and its list of equipment in words. */
function serviceAnswers(details: Record<string, unknown>, intl: IntlShape): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(details)) {
    if (shownElsewhere.has(name)) continue;
    if (name === 'eventKind' && typeof value === 'string' && value in eventKindText) {
      answers[name] = intl.formatMessage(eventKindText[value as keyof typeof eventKindText]);
    } else if (name === 'role' && typeof value === 'string' && value in codeRoleText) {
      answers[name] = intl.formatMessage(codeRoleText[value as keyof typeof codeRoleText]);
    } else if (name === 'items' && Array.isArray(value)) {
      answers[name] = intl.formatList(
        (value as { description: string; quantity: number }[]).map((item) =>
          intl.formatMessage(itemText, { description: item.description, quantity: item.quantity }),
        ),
      );
    } else {
      answers[name] = value;
    }
  }
  return answers;
}

function timelineOf(request: ServiceRequest): TimelineEvent[] {
  return request.timeline.map((event, index) => ({
    id: index,
    at: event.at,
    action: event.action,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    reason: event.reason,
    actor: event.name && { name: event.name },
  }));
}

/** The letter or certificate an approved request produces, in either language, with the code it carries. */
function IssuedDocument({ request }: { request: ServiceRequest }) {
  const intl = useIntl();
  const locale = useLocale();
  if (request.status !== 'approved' || !request.verificationCode) return null;
  const languages = new Intl.DisplayNames([locale], { type: 'language' });
  return (
    <section className={commonStyles.section} aria-labelledby="service-document">
      <h2 id="service-document">{intl.formatMessage(servicesText.document)}</h2>
      <DetailsList
        items={[
          [
            intl.formatMessage(servicesText.verificationCode),
            <span className="ltr-value">{request.verificationCode}</span>,
          ],
        ]}
      />
      <ul className={commonStyles.plainList}>
        {(['ar', 'en'] as const).map((lang) => (
          <li key={lang}>
            <a href={serviceDocumentUrl(request.id, lang)} download>
              {intl.formatMessage(downloadDocumentText, { language: languages.of(lang) ?? lang })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ServiceDetail({ request }: { request: ServiceRequest }) {
  const intl = useIntl();
  const locale = useLocale();
  const { dayAndTime } = useDates();
  const aed = useAed();
  const title = intl.formatMessage(serviceTitleText, {
    service: intl.formatMessage(serviceKindText[request.kind]),
    id: intl.formatNumber(request.id, { useGrouping: false }),
  });
  usePageTitle(title);
  const bill = request.bill;
  return (
    <>
      <div className={commonStyles.headerLine}>
        <h1>{title}</h1>
        <StatusBadge status={request.status} text={serviceStatusText[request.status]!} />
      </div>
      <DetailsList
        items={[
          [intl.formatMessage(servicesText.service), intl.formatMessage(serviceKindText[request.kind])],
          [
            intl.formatMessage(servicesText.requester),
            <>
              <LocalizedLink to={`/office/members/${request.requester.id}`}>
                {request.requester.name[locale]}
              </LocalizedLink>{' '}
              ({intl.formatMessage(memberKindText[request.requester.accountType])})
            </>,
          ],
          [
            intl.formatMessage(servicesText.player),
            request.player && (
              <LocalizedLink to={`/office/members/${request.player.id}`}>
                {request.player.name[locale]}
              </LocalizedLink>
            ),
          ],
          [intl.formatMessage(servicesText.submitted), dayAndTime(request.submittedAt)],
          [intl.formatMessage(servicesText.updated), dayAndTime(request.updatedAt)],
          [
            intl.formatMessage(servicesText.bill),
            bill
              ? intl.formatMessage(billText, {
                  number: bill.number,
                  amount: aed(bill.amountFils),
                  status:
                    bill.status in billStatusText
                      ? intl.formatMessage(billStatusText[bill.status as keyof typeof billStatusText])
                      : bill.status,
                })
              : intl.formatMessage(servicesText.noBill),
          ],
          [intl.formatMessage(servicesText.officeNote), request.officeNote],
        ]}
      />
      <ServiceDecisions request={request} />
      <IssuedDocument request={request} />
      {request.parties.length > 0 && (
        <section className={commonStyles.section} aria-labelledby="service-parties">
          <h2 id="service-parties">{intl.formatMessage(servicesText.parties)}</h2>
          <Parties parties={request.parties} />
        </section>
      )}
      <section className={commonStyles.section} aria-labelledby="service-answers">
        <h2 id="service-answers">{intl.formatMessage(servicesText.answers)}</h2>
        <Answers details={serviceAnswers(request.details, intl)} labels={serviceFieldText} />
      </section>
      <section className={commonStyles.section} aria-labelledby="service-files">
        <h2 id="service-files">{intl.formatMessage(servicesText.files)}</h2>
        <Files requestId={request.id} files={request.files} queue={servicesPath} labels={serviceFieldText} />
      </section>
      <section className={commonStyles.section} aria-labelledby="service-timeline">
        <h2 id="service-timeline">{intl.formatMessage(servicesText.timeline)}</h2>
        <Timeline events={timelineOf(request)} headingId="service-timeline" />
      </section>
    </>
  );
}

/**
 * `/office/services/:id`: a service request as the office decides it: who asks, for whom, the clubs' answers, the
 * form and its files, the fee, the history, the decisions its status allows, and once approved its document.
 */
export function ServiceDetailPage() {
  return (
    <ItemPage useItem={useService} listTitle={officePages.requests.title}>
      {(request) => <ServiceDetail request={request} />}
    </ItemPage>
  );
}
