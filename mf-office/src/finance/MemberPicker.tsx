import { useRef, useState, type KeyboardEvent } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { actionButton } from '@uaeaf/account-kit';
import { type LocalizedText, OfficeMemberListResponseSchema, pagination } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { FormField, formClassNames } from '@uaeaf/ui';
import { useOfficeApi } from '../common/api';
import { memberChosenText, memberMatchesText, memberPickerText } from './messages';
import styles from './finance.module.css';

export interface PickedMember {
  id: number;
  name: string;
}

const shownMatches = 10;

/** The members a search offers, each with what tells it apart from a namesake (email, membership number, club). */
export interface MemberChoices {
  items: { id: number; name: LocalizedText; details: string[] }[];
  total: number;
}

/** Where the picker searches: a hook asked with the typed text ('' before any search), and its field's hint. */
export interface MemberSource {
  useChoices: (q: string) => { data?: MemberChoices | undefined };
  hint: MessageDescriptor;
}

/** The members directory (name, email, Emirates ID, membership number), for those who read members. */
const directory: MemberSource = {
  useChoices: (q) => {
    const matches = useOfficeApi(
      'members',
      '/office/members',
      OfficeMemberListResponseSchema,
      { q, pageSize: shownMatches },
      { enabled: q !== '' },
    );
    const data = matches.data && {
      total: matches.data.total,
      items: matches.data.items.map((member) => ({
        id: member.id,
        name: member.name,
        details: [member.email, member.membershipNumber ?? ''].filter(Boolean),
      })),
    };
    return { data };
  },
  hint: memberPickerText.searchHint,
};

/**
 * Picks a member with a search (by default the members directory's own): each match is a button that picks it. Inside a
 * dialog's form, Enter searches and does not submit.
 */
export function MemberPicker({
  value,
  onChange,
  error,
  source = directory,
}: {
  value: PickedMember | null;
  onChange: (member: PickedMember | null) => void;
  error?: string | undefined;
  source?: MemberSource;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const picked = useRef(false);
  const matches = source.useChoices(q);
  const find = () => setQ(text.trim().replace(/\s+/g, ' ').slice(0, pagination.maxSearchLength));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    find();
  };
  if (value) {
    return (
      <fieldset className={styles.fieldset}>
        <legend>{intl.formatMessage(memberPickerText.legend)}</legend>
        <p>{intl.formatMessage(memberChosenText, { name: value.name })}</p>
        <button
          ref={(button) => {
            // Focus follows a pick, so a keyboard user is not left on a button that went away.
            if (button && picked.current) button.focus();
            picked.current = false;
          }}
          type="button"
          className={actionButton.secondary}
          onClick={() => onChange(null)}
        >
          {intl.formatMessage(memberPickerText.change)}
        </button>
      </fieldset>
    );
  }
  const items = matches.data?.items ?? [];
  return (
    <fieldset className={styles.fieldset}>
      <legend>{intl.formatMessage(memberPickerText.legend)}</legend>
      <FormField
        label={intl.formatMessage(memberPickerText.search)}
        hint={intl.formatMessage(source.hint)}
        error={error}
      >
        {(control) => (
          <div className={styles.searchRow}>
            <input
              {...control}
              type="search"
              className={formClassNames.input}
              value={text}
              maxLength={pagination.maxSearchLength}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <button type="button" className={actionButton.secondary} onClick={find}>
              {intl.formatMessage(memberPickerText.find)}
            </button>
          </div>
        )}
      </FormField>
      <p role="status" className={styles.hint}>
        {q && matches.data
          ? items.length
            ? intl.formatMessage(memberMatchesText, { count: matches.data.total })
            : intl.formatMessage(memberPickerText.noMatch)
          : ''}
      </p>
      {items.length > 0 && (
        <ul className={styles.choices}>
          {items.map((member) => (
            <li key={member.id}>
              <button
                type="button"
                className={`${actionButton.secondary} ${styles.match}`}
                onClick={() => {
                  picked.current = true;
                  onChange({ id: member.id, name: member.name[locale] });
                }}
              >
                {member.name[locale]}
                {member.details.map((detail) => (
                  <span key={detail} className="ltr-value">
                    {detail}
                  </span>
                ))}
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
