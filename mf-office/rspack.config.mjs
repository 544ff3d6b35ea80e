import { createAppConfig } from '@uaeaf/app-tools';

export default createAppConfig({ dir: import.meta.dirname, exposes: { './routes': './src/routes.tsx' } });
