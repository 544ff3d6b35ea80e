import '@uaeaf/design-tokens/styles';
import { mountStandalone } from '@uaeaf/ui/standalone';
import OfficeRoutes from './routes';

mountStandalone(OfficeRoutes);
