import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { sendJson, useApiForm } from '@uaeaf/account-kit';
import {
  partyAnswerDaysRange,
  ServiceSettingsSchema,
  validationMessages,
  type ServiceSettings,
} from '@uaeaf/contracts';
import { formClassNames, TextField, useValidationText } from '@uaeaf/ui';
import commonStyles from '../common/common.module.css';
import { officeKey } from '../common/api';
import { servicesPath, useServiceSettings } from './api';
import { servicesText, settingsSavedText } from './messages';

/** The bound a `minValue` or `maxValue` message names. */
const bounds: Record<string, number> = {
  [validationMessages.minValue]: partyAnswerDaysRange.min,
  [validationMessages.maxValue]: partyAnswerDaysRange.max,
};

/**
 * The days a club has to answer a release or transfer before its silence counts as agreeing (1 to 90; decision 039),
 * on the services' list where the office sees the requests it governs.
 */
export function ServiceSettingsForm() {
  const intl = useIntl();
  const headingId = useId();
  const validationText = useValidationText();
  const current = useServiceSettings().data;
  const save = useApiForm({
    schema: ServiceSettingsSchema,
    defaultValues: { partyAnswerDays: current?.partyAnswerDays },
    fields: ['partyAnswerDays'],
    call: (body: ServiceSettings) => sendJson('PUT', `${servicesPath}/settings`, ServiceSettingsSchema, body),
    successText: (saved) => intl.formatMessage(settingsSavedText, { days: saved.partyAnswerDays }),
    invalidates: [officeKey],
  });
  const { reset } = save.form;
  // The saved period arrives after the form is made: it is what the field starts from.
  useEffect(() => {
    if (current) reset({ partyAnswerDays: current.partyAnswerDays });
  }, [current, reset]);
  const message = save.form.formState.errors.partyAnswerDays?.message;
  return (
    <section className={commonStyles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(servicesText.settings)}</h2>
      <p className={commonStyles.lead}>{intl.formatMessage(servicesText.settingsIntro)}</p>
      <form className={formClassNames.form} noValidate onSubmit={save.onSubmit}>
        {save.failure && (
          <p role="alert" className={formClassNames.alert}>
            {save.failure}
          </p>
        )}
        <TextField
          label={intl.formatMessage(servicesText.partyAnswerDays)}
          error={validationText(message, message ? bounds[message] : undefined)}
          type="number"
          inputMode="numeric"
          min={partyAnswerDaysRange.min}
          max={partyAnswerDaysRange.max}
          {...save.form.register('partyAnswerDays', { valueAsNumber: true })}
        />
        <button type="submit" className={formClassNames.submit} disabled={save.pending}>
          {intl.formatMessage(servicesText.save)}
        </button>
      </form>
    </section>
  );
}
