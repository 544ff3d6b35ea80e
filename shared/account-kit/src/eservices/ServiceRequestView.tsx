import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useParams } from 'react-router';
import { EmirateNames, Emirates, type Emirate, type ServiceRequest } from '@uaeaf/contracts';
import { useLocale, type Locale } from '@uaeaf/i18n';
import { DetailsList, LocalizedLink, QueryStates, useAed, useDates } from '@uaeaf/ui';
import { billStatusText } from '../fees/fees-messages';
import { useFormLists, type FormLists } from '../registration/lookups';
import {
  answerByText,
  codeRoleText,
  eservicesText,
  eventKindText,
  objectionText,
  partyAnswerText,
  partyRoleText,
  requestTitleText,
  serviceFieldText,
  serviceKindText,
} from './eservices-messages';
import { serviceDocumentUrl, serviceFileUrl, useServiceRequest, type ServicePaths } from './service-api';
import { AddServiceDocuments } from './AddServiceDocuments';
import { ServiceActions } from './ServiceActions';
import { ServiceStatus } from './ServiceStatus';
import { ServiceTimeline } from './ServiceTimeline';
import styles from './eservices.module.css';

/**
 * The request in the URL (`:id`, a number: the area's route wraps it in `RequireNumericId`), for its requester, its
 * player and its clubs.
 */
export function ElectronicServiceRequest({ paths }: { paths: ServicePaths }) {
  const id = Number(useParams().id);
  const request = useServiceRequest(id);
  return (
    <QueryStates query={request} notFoundPage>
      {(loaded) => <RequestDetails request={loaded} paths={paths} />}
    </QueryStates>
  );
}

/** Ids are named by the parties; the choices of a list are words. */
const hiddenAnswers = new Set(['playerId', 'receivingClubId']);

/** Answers that are a served nationality's code (a passport's, the country equipment is shipped from). */
const countryFields = new Set(['nationality', 'country']);

interface AnswerContext {
  intl: IntlShape;
  locale: Locale;
  day: (value: string) => string;
  /** The served lists, once loaded: a country code is named from them. */
  lists: FormLists | undefined;
}

/** One answer in the page's language: a choice or a code by its name, a date and a number formatted. */
function answerValue({ intl, locale, day, lists }: AnswerContext, field: string, value: unknown): ReactNode {
  if (field === 'eventKind') return intl.formatMessage(eventKindText[value as keyof typeof eventKindText]);
  if (field === 'emirate' && (Emirates as readonly unknown[]).includes(value)) {
    return EmirateNames[value as Emirate][locale];
  }
  if (countryFields.has(field)) {
    return lists?.nationalities.find((nationality) => nationality.code === value)?.name[locale] ?? null;
  }
  if (field === 'role') return intl.formatMessage(codeRoleText[value as keyof typeof codeRoleText]);
  if (field === 'items' && Array.isArray(value)) {
    return (
      <ul>
        {(value as { description: string; quantity: number }[]).map((item, index) => (
          <li key={index}>
            {item.description} × {intl.formatNumber(item.quantity)}
          </li>
        ))}
      </ul>
    );
  }
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return day(value);
  if (typeof value === 'number') return intl.formatNumber(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function fieldLabel(intl: IntlShape, field: string): string {
  const label = serviceFieldText[field];
  return label ? intl.formatMessage(label) : field;
}

function RequestDetails({ request, paths }: { request: ServiceRequest; paths: ServicePaths }) {
  const intl = useIntl();
  const locale: Locale = useLocale();
  const aed = useAed();
  const { day } = useDates();
  const lists = useFormLists(false).data;
  const service = intl.formatMessage(serviceKindText[request.kind]);
  const canAddDocuments = request.allowedActions.includes('addDocuments');
  return (
    <article className={styles.request} aria-labelledby="service-request">
      <h2 id="service-request">
        {intl.formatMessage(requestTitleText, {
          service,
          number: intl.formatNumber(request.id, { useGrouping: false }),
        })}
      </h2>
      <p>
        <ServiceStatus status={request.status} />
      </p>
      <DetailsList
        items={[
          [intl.formatMessage(eservicesText.requester), request.requester.name[locale]],
          [intl.formatMessage(eservicesText.player), request.player?.name[locale]],
          [
            intl.formatMessage(eservicesText.date),
            <time key="date" dateTime={request.submittedAt}>
              {day(request.submittedAt)}
            </time>,
          ],
          [intl.formatMessage(eservicesText.officeNote), request.officeNote],
        ]}
      />

      <ServiceActions request={request} />
      {canAddDocuments && <AddServiceDocuments request={request} />}

      {request.parties.length > 0 && (
        <section aria-labelledby="service-parties">
          <h3 id="service-parties">{intl.formatMessage(eservicesText.parties)}</h3>
          <ul className={styles.parties}>
            {request.parties.map((party) => (
              <li key={party.role}>
                <strong>{intl.formatMessage(partyRoleText[party.role])}</strong>: {party.club.name[locale]} —{' '}
                {intl.formatMessage(partyAnswerText[party.answer])}
                {party.objection && ` (${intl.formatMessage(objectionText[party.objection])})`}
                {party.note && <span className={styles.reason}>{party.note}</span>}
                {party.answer === 'pending' && (
                  <span className={styles.when}>
                    {intl.formatMessage(answerByText, { day: day(party.answerBy) })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="service-answers">
        <h3 id="service-answers">{intl.formatMessage(eservicesText.answers)}</h3>
        <DetailsList
          items={Object.entries(request.details)
            .filter(([field]) => !hiddenAnswers.has(field))
            .map(([field, value]) => [
              fieldLabel(intl, field),
              answerValue({ intl, locale, day, lists }, field, value),
            ])}
        />
      </section>

      <section aria-labelledby="service-files">
        <h3 id="service-files">{intl.formatMessage(eservicesText.files)}</h3>
        {request.files.length === 0 ? (
          <p>{intl.formatMessage(eservicesText.noFiles)}</p>
        ) : (
          <ul>
            {request.files.map((file) => (
              <li key={file.id}>
                <a href={serviceFileUrl(request.id, file.id)} download>
                  {fieldLabel(intl, file.field)}
                </a>{' '}
                <span className={styles.when}>
                  ({intl.formatNumber(Math.max(1, Math.round(file.byteSize / 1024)))} KB)
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {request.bill && (
        <section aria-labelledby="service-bill">
          <h3 id="service-bill">{intl.formatMessage(eservicesText.bill)}</h3>
          <p>
            <bdi>{request.bill.number}</bdi> — {aed(request.bill.amountFils)} —{' '}
            {billStatusText[request.bill.status as keyof typeof billStatusText]
              ? intl.formatMessage(billStatusText[request.bill.status as keyof typeof billStatusText])
              : request.bill.status}
          </p>
          {request.bill.status === 'unpaid' && paths.fees && request.role === 'requester' && (
            <p>
              <LocalizedLink to={paths.fees}>{intl.formatMessage(eservicesText.payBill)}</LocalizedLink>
            </p>
          )}
        </section>
      )}

      {request.status === 'approved' && request.verificationCode && (
        <section aria-labelledby="service-document">
          <h3 id="service-document">{intl.formatMessage(eservicesText.document)}</h3>
          <p>
            {intl.formatMessage(eservicesText.verification)}: <bdi>{request.verificationCode}</bdi>
          </p>
          <ul className={styles.documentLinks}>
            <li>
              <a href={serviceDocumentUrl(request.id, 'ar')} download>
                {intl.formatMessage(eservicesText.documentAr)}
              </a>
            </li>
            <li>
              <a href={serviceDocumentUrl(request.id, 'en')} download>
                {intl.formatMessage(eservicesText.documentEn)}
              </a>
            </li>
          </ul>
        </section>
      )}

      <section aria-labelledby="service-timeline">
        <h3 id="service-timeline">{intl.formatMessage(eservicesText.timeline)}</h3>
        <ServiceTimeline events={request.timeline} />
      </section>

      <p>
        <LocalizedLink to={paths.requests}>{intl.formatMessage(eservicesText.backToRequests)}</LocalizedLink>
      </p>
    </article>
  );
}
