import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { createColumnHelper, DataTable } from '@uaeaf/account-kit';
import type { StaffMember } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { useDates } from '@uaeaf/ui';
import { useStaff } from '../common/api';
import commonStyles from '../common/common.module.css';
import { officeRoleText } from '../common/labels';
import { officeText } from '../common/messages';
import { OfficePageHeading } from '../common/OfficePageHeading';
import { StatusBadge } from '../common/StatusBadge';
import { officePages } from '../pages';
import { AddStaff } from './AddStaff';
import { ChangeRole } from './ChangeRole';
import { staffCountText, staffText } from './messages';

const column = createColumnHelper<StaffMember>();

function useColumns() {
  const intl = useIntl();
  const locale = useLocale();
  const { day } = useDates();
  return useMemo(
    () => [
      column.accessor((row) => row.name[locale], {
        id: 'name',
        header: intl.formatMessage(staffText.name),
        meta: { rowHeader: true },
      }),
      column.accessor('email', {
        header: intl.formatMessage(staffText.email),
        cell: ({ getValue }) => <span className="ltr-value">{getValue()}</span>,
      }),
      column.accessor('officeRole', {
        header: intl.formatMessage(staffText.role),
        cell: ({ getValue }) => intl.formatMessage(officeRoleText[getValue()]),
      }),
      column.accessor('isBlocked', {
        header: intl.formatMessage(staffText.state),
        cell: ({ getValue }) =>
          getValue() ? <StatusBadge status="Cancled" text={officeText.blocked} /> : '',
      }),
      column.accessor('createdAt', {
        header: intl.formatMessage(staffText.since),
        cell: ({ getValue }) => <time dateTime={getValue()}>{day(getValue(), 'short')}</time>,
      }),
      column.display({
        id: 'actions',
        header: intl.formatMessage(staffText.actions),
        cell: ({ row }) => <ChangeRole staff={row.original} />,
      }),
    ],
    [intl, locale, day],
  );
}

/** `/office/staff` (administrator only): the staff accounts and their roles, and a new account. */
export function StaffPage() {
  const intl = useIntl();
  const locale = useLocale();
  const title = intl.formatMessage(officePages.staff.title);
  const columns = useColumns();
  return (
    <>
      <OfficePageHeading page={officePages.staff} />
      <DataTable
        caption={title}
        query={useStaff()}
        columns={columns}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => row.name[locale]}
        page={1}
        filtered={false}
        countText={staffCountText}
      />
      <div className={commonStyles.section}>
        <AddStaff />
      </div>
    </>
  );
}
