import { useIntl } from 'react-intl';
import type { OfficeResultsItem } from '@uaeaf/contracts';
import { LocalizedLink, useDates } from '@uaeaf/ui';
import { draftStateText, publishedStateText, resultsText } from './messages';

export const importPath = (id: number) => `/office/results/imports/${id}`;

/** A tournament's published results or draft as a link to its preview, or "None". */
export function ImportState({ item, which }: { item: OfficeResultsItem; which: 'draft' | 'published' }) {
  const intl = useIntl();
  const dates = useDates();
  const { draft, published } = item;
  if (which === 'published' && published) {
    return (
      <LocalizedLink to={importPath(published.id)}>
        {intl.formatMessage(publishedStateText, {
          rows: published.rows,
          date: dates.dayAndTime(published.publishedAt),
        })}
      </LocalizedLink>
    );
  }
  if (which === 'draft' && draft) {
    return (
      <LocalizedLink to={importPath(draft.id)}>
        {intl.formatMessage(draftStateText, { rows: draft.rows, date: dates.dayAndTime(draft.importedAt) })}
      </LocalizedLink>
    );
  }
  return <>{intl.formatMessage(resultsText.none)}</>;
}
