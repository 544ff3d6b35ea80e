import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { searchLetterCount, searchLimits, SuggestionsResponseSchema, tidySearch } from '@uaeaf/contracts';
import { apiPath, useApi } from '@uaeaf/api-client';
import { localizePath, useLocale } from '@uaeaf/i18n';
import { DateText, searchKindText } from '@uaeaf/ui';
import { searchMessages, suggestionCountMessage } from './search-messages';
import { useDebouncedValue } from './use-debounced-value';
import styles from './search.module.css';

/** How long typing must pause before suggestions are asked for. */
export const suggestionDelayMs = 250;

/**
 * The header's search (decision 088): a GET form to `/search?q=` (it works without script), and a combobox after
 * WAI-ARIA's pattern: from three letters, suggestions in a listbox; the arrows move through them (the input keeps
 * focus, `aria-activedescendant` names the option), Enter opens the chosen one or searches, Escape closes the list
 * (and, with the list closed, the panel: `useDisclosure`).
 */
export default function SearchBox({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [listOpen, setListOpen] = useState(true);
  const q = tidySearch(useDebouncedValue(text, suggestionDelayMs));
  const enough = searchLetterCount(q) >= searchLimits.suggestFrom && q.length <= searchLimits.maxLength;
  const query = useApi(
    ['shell', 'search', 'suggestions', q],
    apiPath('/search/suggestions', { q }),
    SuggestionsResponseSchema,
    { enabled: enough, keepPrevious: true },
  );
  const items = enough ? (query.data?.items ?? []) : [];
  const expanded = listOpen && items.length > 0;
  // The chosen option belongs to the list it was chosen in: a new list starts with none.
  const [chosen, setChosen] = useState({ q: '', index: -1 });
  const active = expanded && chosen.q === q ? chosen.index : -1;
  const optionId = (index: number) => `${id}-option-${index}`;
  const listId = `${id}-list`;

  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const go = (path: string) => {
    onDone();
    navigate(localizePath(path, locale));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(`/search?${new URLSearchParams({ q: tidySearch(text) })}`);
  };
  const move = (step: number) => {
    const count = items.length;
    setListOpen(true);
    setChosen({ q, index: active === -1 && step < 0 ? count - 1 : (active + step + count) % count });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && items.length > 0) {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      go(items[active]!.path);
    } else if (event.key === 'Escape' && expanded) {
      // The list closes; the panel stays (its own Escape, on the document, is not reached).
      event.preventDefault();
      event.stopPropagation();
      setListOpen(false);
    }
  };

  return (
    <form
      role="search"
      method="get"
      action={localizePath('/search', locale)}
      aria-label={intl.formatMessage(searchMessages.form)}
      className={styles.form}
      onSubmit={onSubmit}
    >
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {intl.formatMessage(searchMessages.form)}
      </label>
      <div className={styles.field}>
        <input
          ref={input}
          id={`${id}-q`}
          name="q"
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          placeholder={intl.formatMessage(searchMessages.field)}
          maxLength={searchLimits.maxLength}
          className={styles.input}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setListOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={intl.formatMessage(searchMessages.suggestions)}
          className={styles.list}
          hidden={!expanded}
          aria-busy={query.isPlaceholderData || undefined}
        >
          {items.map((hit, index) => (
            <li
              key={hit.path}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // The input keeps focus (and the list stays) until the click has chosen.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(hit.path)}
            >
              <span className={styles.title}>{hit.title[locale]}</span>
              <span className={styles.meta}>
                {intl.formatMessage(searchKindText[hit.kind])}
                {hit.date && (
                  <>
                    {' · '}
                    <DateText value={hit.date} />
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <button type="submit" className={styles.submit}>
        {intl.formatMessage(searchMessages.submit)}
      </button>
      <p className="visually-hidden" role="status">
        {expanded ? intl.formatMessage(suggestionCountMessage, { count: items.length }) : ''}
      </p>
    </form>
  );
}
