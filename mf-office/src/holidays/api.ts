import { OfficeHolidayListSchema } from '@uaeaf/contracts';
import { useWholeList } from '../common/api';

export const useHolidays = () => useWholeList('holidays', '/office/holidays', OfficeHolidayListSchema);
