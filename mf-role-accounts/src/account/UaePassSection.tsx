import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { apiRequest } from '@uaeaf/api-client';
import { UaePassLinkSchema, uaePassLinkPath } from '@uaeaf/contracts';
import { splitLocalePrefix, useLocale } from '@uaeaf/i18n';
import { formClassNames } from '@uaeaf/ui';
import styles from './account.module.css';

const texts = defineMessages({
  heading: { id: 'roleAccounts.uaePass.heading', defaultMessage: 'UAE PASS' },
  linked: {
    id: 'roleAccounts.uaePass.linked',
    defaultMessage: 'Your account is linked to UAE PASS: you can sign in with it instead of your password.',
  },
  notLinked: {
    id: 'roleAccounts.uaePass.notLinked',
    defaultMessage:
      'Link your account to UAE PASS to sign in with it instead of your password. UAE PASS must be verified and carry the Emirates ID on your account.',
  },
  link: { id: 'roleAccounts.uaePass.link', defaultMessage: 'Link UAE PASS' },
  unlink: { id: 'roleAccounts.uaePass.unlink', defaultMessage: 'Unlink UAE PASS' },
  unlinked: {
    id: 'roleAccounts.uaePass.unlinked',
    defaultMessage: 'UAE PASS is no longer linked. You sign in with your email and password.',
  },
  failed: {
    id: 'roleAccounts.uaePass.failed',
    defaultMessage: 'UAE PASS could not be unlinked. Please try again in a moment.',
  },
});

const linkKey = ['account', 'uaepass'];

/**
 * The account page's UAE PASS section (issue 31, decision 096): whether the account is linked, and the way to link it
 * (a trip to UAE PASS that comes back here) or to unlink it. Nothing for an account UAE PASS cannot be linked to.
 */
export function UaePassSection() {
  const intl = useIntl();
  const locale = useLocale();
  const { pathname } = useLocation();
  const client = useQueryClient();
  const state = useQuery({
    queryKey: linkKey,
    queryFn: () => apiRequest('/account/uaepass', UaePassLinkSchema),
  });
  const unlink = useMutation({
    mutationFn: () => apiRequest('/account/uaepass', UaePassLinkSchema, { method: 'DELETE' }),
    onSuccess: (answer) => client.setQueryData(linkKey, answer),
  });
  if (!state.data?.available) return null;
  return (
    <section className={styles.card} aria-labelledby="account-uaepass">
      <h2 id="account-uaepass">{intl.formatMessage(texts.heading)}</h2>
      {unlink.isSuccess && (
        <p role="status" className={formClassNames.notice}>
          {intl.formatMessage(texts.unlinked)}
        </p>
      )}
      {unlink.isError && (
        <p role="alert" className={formClassNames.alert}>
          {intl.formatMessage(texts.failed)}
        </p>
      )}
      {state.data.linked ? (
        <>
          <p>{intl.formatMessage(texts.linked)}</p>
          <button
            type="button"
            className={formClassNames.submit}
            onClick={() => unlink.mutate()}
            disabled={unlink.isPending}
          >
            {intl.formatMessage(texts.unlink)}
          </button>
        </>
      ) : (
        <>
          <p>{intl.formatMessage(texts.notLinked)}</p>
          <a
            className={formClassNames.submit}
            href={uaePassLinkPath(locale, splitLocalePrefix(pathname).rest)}
          >
            {intl.formatMessage(texts.link)}
          </a>
        </>
      )}
    </section>
  );
}
