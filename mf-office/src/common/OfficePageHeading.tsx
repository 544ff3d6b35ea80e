import { useIntl, type MessageDescriptor } from 'react-intl';
import { PageHeading, usePageTitle } from '@uaeaf/ui';

/** A list page's h1 and the line on what it is for, which also titles the browser tab. */
export function OfficePageHeading({
  page,
}: {
  page: { title: MessageDescriptor; purpose: MessageDescriptor };
}) {
  const intl = useIntl();
  const title = intl.formatMessage(page.title);
  usePageTitle(title);
  return <PageHeading title={title} lead={intl.formatMessage(page.purpose)} />;
}
