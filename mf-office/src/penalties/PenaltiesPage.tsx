import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ChoiceFilter, DataTable, readId } from '@uaeaf/account-kit';
import { PenaltyStatuses } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { FilterBar, readChoice, readPage } from '@uaeaf/ui';
import { usePenalties } from '../common/api';
import { penaltyStatusText } from '../common/labels';
import { OfficePageHeading } from '../common/OfficePageHeading';
import { officePages } from '../pages';
import { usePenaltyColumns } from './columns';
import { penaltiesText, penaltyCountText } from './messages';

/** `/office/penalties`: every penalty, newest first, by status; lifting one early for those who manage them. */
export function PenaltiesPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [params] = useSearchParams();
  const title = intl.formatMessage(officePages.penalties.title);
  const columns = usePenaltyColumns({ withMember: true });
  const filters = {
    status: readChoice(params, 'status', PenaltyStatuses),
    memberId: readId(params, 'memberId'),
  };
  const page = readPage(params);
  const query = usePenalties({ ...filters, page });
  return (
    <>
      <OfficePageHeading page={officePages.penalties} />
      <FilterBar aria-label={intl.formatMessage(penaltiesText.filters)}>
        <ChoiceFilter
          name="status"
          label={intl.formatMessage(penaltiesText.status)}
          choices={PenaltyStatuses}
          text={penaltyStatusText}
        />
      </FilterBar>
      <DataTable
        caption={title}
        query={query}
        columns={columns}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => row.member.name[locale]}
        page={page}
        filtered={Object.values(filters).some((value) => value !== undefined)}
        countText={penaltyCountText}
      />
    </>
  );
}
