import { OfficeSeasonListSchema } from '@uaeaf/contracts';
import { useWholeList } from '../common/api';

export const useSeasons = () => useWholeList('seasons', '/office/seasons', OfficeSeasonListSchema);
