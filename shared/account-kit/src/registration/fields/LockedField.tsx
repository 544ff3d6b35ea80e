import { useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormField, formClassNames } from '@uaeaf/ui';
import { registrationMessages } from '../registration-messages';
import styles from '../registration.module.css';
import { useErrorText } from './context';

/**
 * An answer UAE PASS gave (decision 097): shown in the field's place and read only, so it is still reached with the
 * keyboard and read out with its label; the API puts it back whatever the form sends.
 */
export function LockedField({ path, label, text }: { path: string; label: string; text: string }) {
  const intl = useIntl();
  // Registered like any field, so the form's checks and "go to the first error" treat it as one.
  const { field } = useController({ name: path });
  const error = useErrorText(path);
  return (
    <div className={styles.locked}>
      <FormField label={label} hint={intl.formatMessage(registrationMessages.fromUaePass)} error={error}>
        {(control) => (
          <input
            {...control}
            ref={field.ref}
            className={formClassNames.input}
            value={text}
            readOnly
            dir="auto"
          />
        )}
      </FormField>
    </div>
  );
}
