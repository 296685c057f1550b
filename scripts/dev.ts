import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { loadGatewayConfig } from '../gateway/config';
import { startGateway } from '../gateway/start-gateway';

// Development: the gateway on 8080 without a static dir (Vite serves the app with HMR and
// proxies /graphql, /api and /version.json to it, see vite.config.ts), GraphiQL enabled.
const gatewayConfig = {
  ...loadGatewayConfig(process.env),
  staticDir: undefined,
  production: false,
};
const gateway = await startGateway(gatewayConfig);

// The repository root, wherever npm run dev was started from: Vite finds vite.config.ts there.
const vite = await createServer({ root: fileURLToPath(new URL('..', import.meta.url)) });
await vite.listen();
vite.printUrls();
process.stdout.write(`GraphiQL: ${gateway.url}/graphql\n`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    Promise.all([vite.close(), gateway.close()]).then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(
          `Shutdown failed: ${error instanceof Error ? error.message : String(error)}\n`,
        );
        process.exit(1);
      },
    );
  });
}
