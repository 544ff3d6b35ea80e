// The embedded payment provider as its own process (npm start and the browser tests run it on 127.0.0.1:3200+).
import { serve } from '@hono/node-server';
import { createPaymentProvider } from './app';
import { readProviderConfig } from './config';

function main(): void {
  const { host, port, ...options } = readProviderConfig(process.env);
  const provider = createPaymentProvider(options);
  const server = serve({ fetch: provider.fetch, hostname: host, port }, (info) => {
    const switches = options.testSwitches ? ', test switches on' : '';
    console.log(`UAEAF payment provider listening on http://${host}:${info.port}${switches}`);
  });
  const shutdown = () => {
    provider.close();
    server.close(() => process.exit(0));
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

try {
  main();
} catch (error) {
  process.stderr.write(`UAEAF payment provider: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
