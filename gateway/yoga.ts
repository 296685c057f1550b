import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { createYoga } from 'graphql-yoga';
import { systemClock } from '../machines/clock';
import type { Clock } from '../machines/clock';
import type { Plugin, YogaServerInstance } from 'graphql-yoga';
import { createRequestLoaders } from './context';
import type { GatewayContext, GatewayServerContext, UpstreamOptions } from './context';
import { defaultOperationLimits, operationLimitsRule } from './operation-limits';
import type { OperationLimits } from './operation-limits';
import { defaultPersistedDocumentsPath, readPersistedDocuments } from './persisted-documents';
import type { PersistedDocuments } from './persisted-documents';
import { buildSchema } from './schema/index';
import type { AreaLoaders } from './upstream/loaders';

export type GatewayLogger = Record<
  'debug' | 'info' | 'warn' | 'error',
  (...args: unknown[]) => void
>;

export interface GatewayYogaOptions extends UpstreamOptions {
  /** Only trusted documents, no GraphiQL (docs/decisions/011-trusted-documents.md). */
  production?: boolean;
  /**
   * The trusted documents, or the path of the codegen file. In production the file is read
   * once here and a missing file throws; in development it is re-read on each lookup so a
   * running dev server follows `npm run codegen`.
   */
  persistedDocuments?: PersistedDocuments | string;
  limits?: OperationLimits;
  /** Where masked (internal) errors are logged; silent when omitted. */
  logger?: GatewayLogger;
  /** Where resolvers read "now"; the machine's time by default (the api's clock in one process). */
  clock?: Clock;
}

export type GatewayYoga = YogaServerInstance<
  GatewayServerContext,
  { loaders: AreaLoaders; clock: Clock }
>;

function useOperationLimits(limits: OperationLimits): Plugin {
  const rule = operationLimitsRule(limits);
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(rule);
    },
  };
}

function persistedLookup(options: GatewayYogaOptions): (hash: string) => string | null {
  const source = options.persistedDocuments ?? defaultPersistedDocumentsPath;
  if (typeof source !== 'string') return (hash) => source.get(hash) ?? null;
  if (options.production) {
    const documents = readPersistedDocuments(source);
    return (hash) => documents.get(hash) ?? null;
  }
  return (hash) => {
    try {
      return readPersistedDocuments(source).get(hash) ?? null;
    } catch {
      // Before the first codegen there is no file; arbitrary operations still work in dev.
      return null;
    }
  };
}

/**
 * The GraphQL server: schema, per-request loaders, error masking, trusted documents and
 * limits. server.ts mounts it in Fastify; tests call `yoga.fetch` on it directly.
 */
export function createGatewayYoga(options: GatewayYogaOptions): GatewayYoga {
  const production = options.production ?? false;
  const lookup = persistedLookup(options);
  const clock = options.clock ?? systemClock;
  const upstream: UpstreamOptions = {
    apiFetch: options.apiFetch,
    apiRequest: options.apiRequest,
    apiBaseUrl: options.apiBaseUrl,
  };

  return createYoga<GatewayServerContext, { loaders: AreaLoaders; clock: Clock }>({
    schema: buildSchema(),
    context: ({
      request,
      clientAddress,
      requestId,
    }): Pick<GatewayContext, 'loaders' | 'clock'> => ({
      loaders: createRequestLoaders(upstream, request, clientAddress, requestId),
      clock,
    }),
    graphiql: !production,
    landingPage: false,
    // Same-origin app: no CORS headers at all.
    cors: false,
    // Uploads go through /api/v1, never through GraphQL.
    multipart: false,
    // isDev false even under NODE_ENV=development: the detail goes to the log, never the client.
    maskedErrors: { isDev: false },
    logging: options.logger ?? false,
    plugins: [
      usePersistedOperations({
        getPersistedOperation: (hash: string) => lookup(hash),
        allowArbitraryOperations: !production,
        // The plugin's default code (CANNOT_SEND_PQ_ID_AND_BODY) describes another case.
        customErrors: {
          persistedQueryOnly: {
            message: 'PersistedQueryOnly',
            extensions: { code: 'PERSISTED_QUERY_ONLY' },
          },
        },
      }),
      useOperationLimits(options.limits ?? defaultOperationLimits),
    ],
  });
}
