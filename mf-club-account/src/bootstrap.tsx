import '@uaeaf/design-tokens/styles';
import { mountStandalone } from '@uaeaf/ui/standalone';
import ClubAccountRoutes from './routes';

mountStandalone(ClubAccountRoutes);
