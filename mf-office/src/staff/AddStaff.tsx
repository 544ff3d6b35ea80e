import { useId } from 'react';
import { useIntl } from 'react-intl';
import { sendJson, useApiForm } from '@uaeaf/account-kit';
import {
  CreateStaffSchema,
  OfficeErrorCodes,
  OfficeRoles,
  registrationLimits,
  StaffMemberSchema,
  validationMessages,
  type CreateStaffInput,
} from '@uaeaf/contracts';
import { formClassNames, FormField, TextField, useValidationText } from '@uaeaf/ui';
import { officeKey } from '../common/api';
import { officeRoleText } from '../common/labels';
import { staffAddedText, staffText } from './messages';

const fieldNames = ['email', 'nameAr', 'nameEn', 'officeRole', 'password'] as const;
type FieldName = (typeof fieldNames)[number];

const blank: CreateStaffInput = { email: '', nameAr: '', nameEn: '', officeRole: '' as never, password: '' };

/** The administrator's form for a new staff account: its email, both names, its role and a first password. */
export function AddStaff() {
  const intl = useIntl();
  const headingId = useId();
  const validationText = useValidationText();
  const add = useApiForm({
    schema: CreateStaffSchema,
    defaultValues: blank,
    fields: fieldNames,
    codeFields: { [OfficeErrorCodes.emailTaken]: ['email', validationMessages.emailTaken] },
    call: (body: CreateStaffInput) => sendJson('POST', '/office/staff', StaffMemberSchema, body),
    successText: (staff) => intl.formatMessage(staffAddedText, { name: staff.email }),
    invalidates: [officeKey],
    onSuccess: () => add.form.reset(blank),
  });
  const { register, formState } = add.form;
  const error = (field: FieldName) =>
    validationText(
      formState.errors[field]?.message,
      field === 'password' ? 200 : registrationLimits.fullName,
    );
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(staffText.add)}</h2>
      <p>{intl.formatMessage(staffText.addIntro)}</p>
      <form className={formClassNames.form} noValidate onSubmit={add.onSubmit}>
        {add.failure && (
          <p role="alert" className={formClassNames.alert}>
            {add.failure}
          </p>
        )}
        <TextField
          label={intl.formatMessage(staffText.nameAr)}
          error={error('nameAr')}
          dir="rtl"
          lang="ar"
          {...register('nameAr')}
        />
        <TextField
          label={intl.formatMessage(staffText.nameEn)}
          error={error('nameEn')}
          dir="ltr"
          lang="en"
          {...register('nameEn')}
        />
        <TextField
          label={intl.formatMessage(staffText.email)}
          error={error('email')}
          type="email"
          autoComplete="off"
          {...register('email')}
        />
        <FormField label={intl.formatMessage(staffText.role)} error={error('officeRole')}>
          {(control) => (
            <select {...control} className={formClassNames.input} {...register('officeRole')}>
              <option value="">{intl.formatMessage(staffText.chooseRole)}</option>
              {OfficeRoles.map((role) => (
                <option key={role} value={role}>
                  {intl.formatMessage(officeRoleText[role])}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <TextField
          label={intl.formatMessage(staffText.password)}
          error={error('password')}
          type="password"
          autoComplete="new-password"
          {...register('password')}
        />
        <button type="submit" className={formClassNames.submit} disabled={add.pending}>
          {intl.formatMessage(staffText.create)}
        </button>
      </form>
    </section>
  );
}
