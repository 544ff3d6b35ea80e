import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import * as v from 'valibot';
import { ApiError } from '@uaeaf/api-client';
import { type Verification, VerificationCodeSchema, verificationPagePath } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import {
  DateText,
  ErrorState,
  LoadingState,
  Page,
  PageHeading,
  TextField,
  formClassNames,
  useValidationText,
} from '@uaeaf/ui';
import { useNoIndex, useStaticPage } from '../shared-ui/layout';
import { useVerification } from './api';
import { MembershipResult } from './MembershipResult';
import {
  codeHintText,
  documentNames,
  malformedText,
  partyNames,
  serviceNames,
  unknownText,
  verifyPage,
  verifyText,
} from './messages';
import { Facts } from './Facts';
import styles from './verify.module.css';

/** A code in a sentence, isolated left to right so Arabic text around it does not reorder it. */
const isolated = (code: string) => `\u2066${code}\u2069`;
const codeExample = isolated('UAEAF-7KQ2-M9XD-4TPA');

/**
 * `/verify` and `/verify/:code` (decision 046): anyone handed a document of the federation types its code, or opens
 * the address printed on it, and reads what the document states, or that no document carries the code.
 */
export function VerifyPage() {
  const { title, description } = useStaticPage(verifyPage);
  // Search engines leave the page out: each address names one person's document.
  useNoIndex();
  const { code: typed } = useParams();
  const parsed = typed === undefined ? undefined : v.safeParse(VerificationCodeSchema, typed);
  return (
    <Page>
      <PageHeading title={title} lead={description} />
      <CodeForm key={typed ?? ''} initial={typed ?? ''} />
      {typed !== undefined && parsed !== undefined && (
        <Result typed={typed} code={parsed.success ? parsed.output : undefined} />
      )}
    </Page>
  );
}

function CodeForm({ initial }: { initial: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const validationText = useValidationText();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = v.safeParse(VerificationCodeSchema, text);
    if (!parsed.success) {
      setError(parsed.issues[0].message);
      return;
    }
    setError(undefined);
    void navigate(verificationPagePath(locale, parsed.output));
  };
  return (
    <form
      className={[formClassNames.form, styles.form].join(' ')}
      aria-label={intl.formatMessage(verifyText.form)}
      noValidate
      onSubmit={onSubmit}
    >
      <TextField
        label={intl.formatMessage(verifyText.code)}
        hint={intl.formatMessage(codeHintText, { example: codeExample })}
        error={validationText(error)}
        name="code"
        dir="ltr"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={formClassNames.submit}>
        {intl.formatMessage(verifyText.submit)}
      </button>
    </form>
  );
}

/** What the API answers for a code, or why there is nothing to show; announced when it arrives. */
function Result({ typed, code }: { typed: string; code: string | undefined }) {
  const intl = useIntl();
  const query = useVerification(code);
  const headingId = useId();
  let body;
  if (code === undefined) {
    body = <p className={styles.unknown}>{intl.formatMessage(malformedText, { code: isolated(typed) })}</p>;
  } else if (query.data?.type === 'membership') {
    body = <MembershipResult card={query.data} />;
  } else if (query.data) {
    body = <Statement verification={query.data} />;
  } else if (query.error instanceof ApiError && query.error.status === 404) {
    body = <p className={styles.unknown}>{intl.formatMessage(unknownText, { code: isolated(code) })}</p>;
  } else if (query.error instanceof ApiError && query.error.status === 429) {
    body = <p className={styles.unknown}>{intl.formatMessage(verifyText.tooMany)}</p>;
  } else if (query.error) {
    body = <ErrorState onRetry={() => void query.refetch()} />;
  } else {
    body = <LoadingState />;
  }
  return (
    <section aria-labelledby={headingId} className={styles.result} aria-live="polite">
      <h2 id={headingId}>{intl.formatMessage(verifyText.result)}</h2>
      {body}
    </section>
  );
}

function Statement({ verification }: { verification: Extract<Verification, { type: 'serviceDocument' }> }) {
  const intl = useIntl();
  const locale = useLocale();
  const rows: [string, ReactNode][] = [
    [intl.formatMessage(verifyText.document), intl.formatMessage(documentNames[verification.document])],
    [intl.formatMessage(verifyText.service), intl.formatMessage(serviceNames[verification.kind])],
    [intl.formatMessage(verifyText.code), <bdi dir="ltr">{verification.code}</bdi>],
    [intl.formatMessage(verifyText.holder), verification.holder[locale]],
  ];
  if (verification.requester[locale] !== verification.holder[locale]) {
    rows.push([intl.formatMessage(verifyText.requester), verification.requester[locale]]);
  }
  for (const party of verification.parties) {
    rows.push([intl.formatMessage(partyNames[party.role]), party.club[locale]]);
  }
  rows.push([intl.formatMessage(verifyText.approvedOn), <DateText value={verification.approvedOn} />]);
  return (
    <>
      <p className={styles.valid}>{intl.formatMessage(verifyText.valid)}</p>
      <Facts rows={rows} />
    </>
  );
}
