import { useIntl } from 'react-intl';
import { actionButton, useApiMutation } from '@uaeaf/account-kit';
import type { CollectionItem, CollectionKind, CollectionListItem } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { LocalizedLink, QueryStates } from '@uaeaf/ui';
import { officeKey } from '../common/api';
import commonStyles from '../common/common.module.css';
import { MoveButtons, moveText, type MoveDirection, useMoveFocus } from '../common/MoveButtons';
import { OfficePageHeading } from '../common/OfficePageHeading';
import { StatusBadge } from '../common/StatusBadge';
import { contentStatusText, contentText } from '../content/messages';
import contentStyles from '../content/content.module.css';
import { collectionPages, moveItem, useCollectionList } from './kinds';
import { LinkListHeadings } from './LinkListHeadings';
import { collectionText } from './messages';
import styles from './collections.module.css';

/** One ordered list as a table: place, name (to its page), status, and the buttons that move it. */
function OrderTable({
  kind,
  caption,
  items,
}: {
  kind: CollectionKind;
  caption: string;
  items: CollectionListItem[];
}) {
  const intl = useIntl();
  const locale = useLocale();
  const focus = useMoveFocus();
  const move = useApiMutation({
    call: ({ item, direction }: { item: CollectionListItem; direction: MoveDirection }) =>
      moveItem(kind, item.id, item.position + (direction === 'up' ? -1 : 1)),
    // The toast is the page's live region: the new place is read out.
    successText: (moved: CollectionItem, { item }) =>
      intl.formatMessage(moveText.done, {
        name: item.name[locale],
        position: intl.formatNumber(moved.position),
      }),
    invalidates: [officeKey],
  });
  if (items.length === 0)
    return <p className={commonStyles.muted}>{intl.formatMessage(collectionText.empty)}</p>;
  return (
    <div className={styles.scroll}>
      {move.failure && (
        <p role="alert" className={contentStyles.error}>
          {move.failure}
        </p>
      )}
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(collectionText.position)}</th>
            <th scope="col">{intl.formatMessage(collectionText.name)}</th>
            <th scope="col">{intl.formatMessage(contentText.status)}</th>
            <th scope="col">{intl.formatMessage(collectionText.order)}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={item.id}>
              <td>{intl.formatNumber(item.position)}</td>
              <th scope="row">
                <LocalizedLink to={`/office/collections/${kind}/${item.id}`}>
                  {item.name[locale]}
                </LocalizedLink>
              </th>
              <td>
                <StatusBadge status={item.status} text={contentStatusText[item.status]} />
              </td>
              <td>
                <MoveButtons
                  itemKey={item.id}
                  name={item.name[locale]}
                  index={index}
                  count={items.length}
                  busy={move.isPending}
                  focus={focus}
                  onMove={(direction) => move.mutate({ item, direction })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** `/office/collections/:kind`: the kind's items in the site's order (a link list's links per list). */
export function CollectionListPage({ kind }: { kind: CollectionKind }) {
  const intl = useIntl();
  const locale = useLocale();
  const page = collectionPages[kind];
  const query = useCollectionList(kind);
  return (
    <>
      <OfficePageHeading page={page} />
      <p>
        <LocalizedLink className={actionButton.primary} to={`/office/collections/${kind}/new`}>
          {intl.formatMessage(collectionText.create)}
        </LocalizedLink>
      </p>
      <QueryStates query={query}>
        {({ items, groups }) =>
          groups.length === 0 ? (
            <OrderTable kind={kind} caption={intl.formatMessage(page.title)} items={items} />
          ) : (
            groups.map((group) => (
              <section key={group.slug} aria-labelledby={`list-${group.slug}`}>
                <h2 id={`list-${group.slug}`}>{group.title[locale]}</h2>
                <OrderTable
                  kind={kind}
                  caption={group.title[locale]}
                  items={items.filter((item) => item.group === group.slug)}
                />
              </section>
            ))
          )
        }
      </QueryStates>
      {kind === 'links' && <LinkListHeadings />}
    </>
  );
}
