import type { ReactNode } from 'react';
import { EmirateNames, Emirates, type Emirate } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { useIntl } from 'react-intl';
import { uiText } from './messages';

export function useEmirateName() {
  const locale = useLocale();
  return (emirate: Emirate) => EmirateNames[emirate][locale];
}

/** The emirate filter's options, in their customary order. */
export function useEmirateOptions() {
  const name = useEmirateName();
  return Emirates.map((emirate) => ({ value: emirate, label: name(emirate) }));
}

export function useEmirateLabel() {
  return useIntl().formatMessage(uiText.emirate);
}

/** A phone number as a `tel:` link, read left to right even on Arabic pages. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="ltr-value" dir="ltr">
      {phone}
    </a>
  );
}

export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="ltr-value" dir="ltr">
      {email}
    </a>
  );
}

/** A link to another website; its address shows without the scheme. */
export function WebsiteLink({ url, children }: { url: string; children?: ReactNode }) {
  return (
    <a href={url} rel="noopener noreferrer" {...(children ? {} : { dir: 'ltr', className: 'ltr-value' })}>
      {children ?? url.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
    </a>
  );
}
