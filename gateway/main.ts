import { loadGatewayConfig } from './config';
import { startGateway } from './start-gateway';

// Wires and starts; everything else lives in start-gateway.ts and server.ts.
const running = await startGateway(loadGatewayConfig(process.env));

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    running.close().then(
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
