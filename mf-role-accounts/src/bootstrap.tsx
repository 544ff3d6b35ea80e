import '@uaeaf/design-tokens/styles';
import { mountStandalone } from '@uaeaf/ui/standalone';
import RoleAccountRoutes from './routes';

mountStandalone(RoleAccountRoutes);
