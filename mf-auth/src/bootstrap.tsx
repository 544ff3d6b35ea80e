import '@uaeaf/design-tokens/styles';
import { mountStandalone } from '@uaeaf/ui/standalone';
import AuthRoutes from './routes';

mountStandalone(AuthRoutes);
