import type { ContactInboxItem } from '@uaeaf/contracts';
import { useDates } from '@uaeaf/ui';
import { StatusBadge } from '../common/StatusBadge';
import { contactText } from './messages';

/** The day a message must be answered by, and "Overdue" once it has passed unanswered. */
export function DueDay({ item }: { item: ContactInboxItem }) {
  const { day } = useDates();
  return (
    <>
      <time dateTime={item.dueOn}>{day(item.dueOn, 'short')}</time>
      {item.overdue && (
        <>
          {' '}
          <StatusBadge status="Cancled" text={contactText.overdue} />
        </>
      )}
    </>
  );
}
