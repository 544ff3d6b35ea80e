import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { apiRequest } from '@uaeaf/api-client';
import {
  ObjectionReasons,
  ServiceRequestSchema,
  type ObjectionReason,
  type PartyAnswerInput,
  type PartyChoice,
  type ServiceRequest,
} from '@uaeaf/contracts';
import { FormField, formClassNames } from '@uaeaf/ui';
import { actionButton, ConfirmDialog } from '@uaeaf/ui/dialog';
import { sendJson, useApiMutation } from '../mutations/api-mutation';
import { eservicesText, objectionText } from './eservices-messages';
import { serviceRefusal } from './service-api';
import { serviceRequestKey, serviceRequestsKey } from './service-keys';
import styles from './eservices.module.css';

type Action = PartyChoice | 'withdraw';

const titles = {
  agree: eservicesText.agreeTitle,
  object: eservicesText.objectTitle,
  decline: eservicesText.declineTitle,
  withdraw: eservicesText.withdrawTitle,
} as const;

const labels = {
  agree: eservicesText.agree,
  object: eservicesText.object,
  decline: eservicesText.decline,
  withdraw: eservicesText.withdraw,
} as const;

/**
 * What the member may do now, exactly as the API allows it (`allowedActions`): a club party agrees, objects (for a
 * stated reason) or declines, with an optional note; the requester or the player withdraws. Each after "are you sure
 * about that?" in the kit's dialog; a refusal shows in the dialog in words.
 */
export function ServiceActions({ request }: { request: ServiceRequest }) {
  const intl = useIntl();
  const actions = (['agree', 'object', 'decline', 'withdraw'] as const).filter((action) =>
    (request.allowedActions as readonly string[]).includes(action),
  );
  const [open, setOpen] = useState<Action | null>(null);
  const [objection, setObjection] = useState<ObjectionReason | undefined>();
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const groupId = useId();
  const take = useApiMutation({
    call: (action: Action) =>
      action === 'withdraw'
        ? // Only its status matters: the request is loaded again.
          apiRequest(`/account/services/${request.id}/withdraw`, v.unknown(), { method: 'POST' })
        : sendJson('POST', `/account/services/${request.id}/answer`, ServiceRequestSchema, {
            answer: action,
            ...(action === 'object' && { objection }),
            ...(note.trim() && { note: note.trim() }),
          } satisfies PartyAnswerInput),
    successText: (_result, action) =>
      intl.formatMessage(action === 'withdraw' ? eservicesText.withdrawn : eservicesText.answered),
    invalidates: [serviceRequestsKey, serviceRequestKey(request.id)],
    refusalText: (error) => serviceRefusal(intl, error),
    onSuccess: () => setOpen(null),
  });
  if (actions.length === 0) return null;

  const close = () => {
    setOpen(null);
    setObjection(undefined);
    setNote('');
    setTried(false);
    take.reset();
  };
  const missingObjection = open === 'object' && objection === undefined;

  return (
    <section aria-labelledby="service-actions" className={styles.actions}>
      <h3 id="service-actions">{intl.formatMessage(eservicesText.actions)}</h3>
      <div className={styles.buttons}>
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={
              action === 'agree'
                ? actionButton.primary
                : action === 'object'
                  ? actionButton.secondary
                  : actionButton.danger
            }
            onClick={() => setOpen(action)}
          >
            {intl.formatMessage(labels[action])}
          </button>
        ))}
      </div>
      {open && (
        <ConfirmDialog
          title={intl.formatMessage(titles[open])}
          confirmLabel={intl.formatMessage(labels[open])}
          danger={open === 'decline' || open === 'withdraw'}
          pending={take.isPending}
          failure={take.failure}
          onClose={close}
          onConfirm={() => {
            setTried(true);
            if (!missingObjection) take.mutate(open);
          }}
        >
          {open === 'withdraw' && <p>{intl.formatMessage(eservicesText.withdrawIntro)}</p>}
          {open === 'object' && (
            <fieldset
              className={styles.choices}
              role="radiogroup"
              aria-required
              aria-invalid={tried && missingObjection}
              aria-describedby={tried && missingObjection ? `${groupId}-error` : undefined}
            >
              <legend>{intl.formatMessage(eservicesText.objection)}</legend>
              <p>{intl.formatMessage(eservicesText.objectIntro)}</p>
              {ObjectionReasons.map((reason) => (
                <label key={reason}>
                  <input
                    type="radio"
                    name={groupId}
                    value={reason}
                    checked={objection === reason}
                    onChange={() => setObjection(reason)}
                  />
                  {intl.formatMessage(objectionText[reason])}
                </label>
              ))}
              {tried && missingObjection && (
                <p id={`${groupId}-error`} className={styles.error}>
                  {intl.formatMessage(eservicesText.objectionRequired)}
                </p>
              )}
            </fieldset>
          )}
          {open !== 'withdraw' && (
            <FormField label={intl.formatMessage(eservicesText.note)}>
              {(control) => (
                <textarea
                  {...control}
                  className={formClassNames.input}
                  rows={3}
                  maxLength={1000}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                />
              )}
            </FormField>
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}
