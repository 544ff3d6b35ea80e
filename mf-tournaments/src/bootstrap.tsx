import '@uaeaf/design-tokens/styles';
import { mountStandalone } from '@uaeaf/ui/standalone';
import TournamentRoutes from './routes';

mountStandalone(TournamentRoutes);
