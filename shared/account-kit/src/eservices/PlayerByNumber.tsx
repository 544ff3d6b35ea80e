import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { ApiError, apiPath, useApi } from '@uaeaf/api-client';
import { MembershipNumberSchema, ServicePlayerSchema } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { InputField } from '../registration/fields/InputField';
import { playerFoundText, serviceRefusalText } from './eservices-messages';
import styles from './eservices.module.css';

/**
 * A receiving club names another club's player by the membership number the player gave it (decision 051). Once the
 * field is left holding a number of the right shape, the player it belongs to is shown (name, club now, a request
 * already open), so the club sends for the right player. Looked up on leaving the field, not on each key: the API
 * counts every lookup against the club.
 */
export function PlayerByNumberField(props: {
  path: string;
  label: string;
  required: boolean;
  hint?: string;
}) {
  const { getValues } = useFormContext();
  const [number, setNumber] = useState<string>();
  const onBlur = () => {
    const parsed = v.safeParse(MembershipNumberSchema, getValues(props.path));
    setNumber(parsed.success ? parsed.output : undefined);
  };
  return (
    <div onBlur={onBlur}>
      <InputField {...props} info={{ kind: 'text', type: 'text', dir: 'ltr' }} />
      <p role="status" className={styles.playerFound}>
        {number && <PlayerFound number={number} />}
      </p>
    </div>
  );
}

function PlayerFound({ number }: { number: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const player = useApi(
    ['account', 'service-player', number],
    apiPath('/account/services/player', { membershipNumber: number }),
    ServicePlayerSchema,
  );
  if (player.error) {
    const refusal = player.error instanceof ApiError ? serviceRefusalText[player.error.code] : undefined;
    return refusal ? intl.formatMessage(refusal) : null;
  }
  if (!player.data) return null;
  const { name, club, requestPending } = player.data;
  const found = club
    ? intl.formatMessage(playerFoundText.withClub, { name: name[locale], club: club[locale] })
    : intl.formatMessage(playerFoundText.noClub, { name: name[locale] });
  return requestPending
    ? `${found} ${intl.formatMessage(serviceRefusalText['player_request_pending']!)}`
    : found;
}
