import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { actionButton, useApiMutation } from '@uaeaf/account-kit';
import {
  type ContentStatus,
  publishingMessages,
  type PublishInput,
  validationMessages,
} from '@uaeaf/contracts';
import { formClassNames, TextField, useDates, useValidationText } from '@uaeaf/ui';
import { officeKey } from '../common/api';
import { StatusBadge } from '../common/StatusBadge';
import { draftText } from './DeleteDraft';
import { contentStatusText, contentText, scheduledForText } from './messages';
import styles from './content.module.css';

/** The refusals that mean a text is still to be written in a language. */
const languageMissing = new Set<string>([publishingMessages.neededToPublish, validationMessages.required]);

/** What the panel reads of an item of any kind the office publishes: news to tournaments. */
export interface Publishable {
  status: ContentStatus;
  publishAt: string | null;
}

/**
 * Publish now or at a UAE time, or take off the site (decision 057); only what is saved is published. `change` sends
 * the action to the item's API: the content kinds' and the events' (decision 061) share this panel.
 */
export function PublishPanel({
  item,
  dirty,
  change: send,
  withdrawable = true,
  onFieldsRefused,
}: {
  item: Publishable;
  dirty: boolean;
  change: (action: PublishInput | 'unpublish') => Promise<Publishable>;
  /** False for what is always on the site (an information page, decision 066): no "Unpublish". */
  withdrawable?: boolean;
  /** Publishing refused for the item's own fields (a language missing, decision 069): the form marks them. */
  onFieldsRefused?: (fields: Record<string, string[]>) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const { dayAndTime } = useDates();
  const validationText = useValidationText();
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState<string>();
  const problem = (message: string | undefined) =>
    message === publishingMessages.atInPast
      ? intl.formatMessage(contentText.atInPast)
      : validationText(message);
  const change = useApiMutation({
    call: send,
    successText: (result) =>
      intl.formatMessage(
        result.status === 'scheduled'
          ? contentText.scheduled
          : result.status === 'published'
            ? contentText.published
            : contentText.unpublished,
      ),
    invalidates: [officeKey],
    // A text missing in a language (decision 069) is said so; anything else (an album with no photo) in general words.
    refusalText: (error) =>
      error.fields && !error.fields.at
        ? intl.formatMessage(
            Object.values(error.fields)
              .flat()
              .every((message) => languageMissing.has(message))
              ? draftText.missingToPublish
              : draftText.notReadyToPublish,
          )
        : undefined,
    onRefused: (error) => {
      setAtError(problem(error.fields?.at?.[0]));
      if (error.fields && !error.fields.at) onFieldsRefused?.(error.fields);
    },
    onSuccess: () => setAtError(undefined),
  });
  const schedule = () => {
    if (!at) return setAtError(problem('validation.required'));
    // The field is UAE time whatever the browser's zone: the federation's offices and events are there.
    change.mutate({ at: new Date(`${at}:00+04:00`).toISOString() });
  };
  const live = item.status === 'published' || item.status === 'scheduled';
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.fieldset}>
      <h2 id={`${id}-heading`}>{intl.formatMessage(contentText.publishing)}</h2>
      <p>
        <StatusBadge status={item.status} text={contentStatusText[item.status]} />{' '}
        {item.status === 'scheduled' &&
          item.publishAt &&
          intl.formatMessage(scheduledForText, { time: dayAndTime(item.publishAt) })}
      </p>
      {dirty && <p className={formClassNames.notice}>{intl.formatMessage(contentText.saveFirst)}</p>}
      {change.failure && !atError && (
        <p role="alert" className={formClassNames.alert}>
          {change.failure}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={actionButton.primary}
          disabled={dirty || change.isPending}
          onClick={() => change.mutate({})}
        >
          {intl.formatMessage(contentText.publishNow)}
        </button>
        <TextField
          label={intl.formatMessage(contentText.publishAtLabel)}
          type="datetime-local"
          value={at}
          error={atError}
          onChange={(event) => setAt(event.target.value)}
        />
        <button
          type="button"
          className={actionButton.secondary}
          disabled={dirty || change.isPending}
          onClick={schedule}
        >
          {intl.formatMessage(contentText.schedule)}
        </button>
        {live && withdrawable && (
          <button
            type="button"
            className={actionButton.danger}
            disabled={change.isPending}
            onClick={() => change.mutate('unpublish')}
          >
            {intl.formatMessage(contentText.unpublish)}
          </button>
        )}
      </div>
    </section>
  );
}
