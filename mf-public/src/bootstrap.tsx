import '@uaeaf/design-tokens/styles';
import { mountStandalone } from '@uaeaf/ui/standalone';
import PublicRoutes from './routes';

mountStandalone(PublicRoutes);
