import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { destination as pinoDestination } from 'pino';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Where log lines go: stdout by default, a collecting stream in tests. */
export interface LogDestination {
  write(line: string): void;
}

/** The longest string a log line carries in one field (URLs, messages, stack traces). */
export const MAX_LOGGED_TEXT = 500;
const MAX_LOGGED_STACK = 4000;

/**
 * A caller's x-request-id is kept when it looks like an id (the gateway's, a proxy's); anything
 * else, a 100,000-character value above all, is replaced: it ends up in every line of the request.
 */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Whether a line at info (one per request, the reset link without SMTP) is written at this level. */
export function logsInfo(level: LogLevel): boolean {
  return level === 'info' || level === 'debug' || level === 'trace';
}

export function capText(value: string, max = MAX_LOGGED_TEXT): string {
  return value.length <= max ? value : `${value.slice(0, max)}…[${value.length - max} more]`;
}

// The link tokens of a password reset and of a welcome mail are credentials until used; a
// calendar feed's token is one for as long as the feed lives (api/routes/calendar/README.md, The calendar feed).
const TOKEN_IN_PATH = /(\/(?:forgottenPassword|welcome|calendarFeed)\/)[^/?#]+/gi;

/** A URL as logged: link tokens and query values hidden, capped in length. */
export function loggedUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const redactedPath = path.replace(TOKEN_IN_PATH, '$1[redacted]');
  const redactedQuery = query === undefined ? '' : `?${query.replace(/=[^&]*/g, '=[redacted]')}`;
  return capText(`${redactedPath}${redactedQuery}`);
}

/**
 * Fastify's logger settings for the api: pino at `level`, one line per request (app.ts logs it on
 * response), only the fields worth reading from a request (never its headers, so no Authorization
 * or Cookie), secrets under known names redacted, every string capped.
 */
export function apiLoggerOptions(
  level: LogLevel,
  destination?: LogDestination,
): FastifyServerOptions['logger'] {
  return {
    level,
    // stdout written asynchronously (decision 233): lines that arrive while a write is under way
    // go out together in one write instead of one blocking write each; pino flushes on exit.
    stream: destination ?? pinoDestination({ dest: 1, sync: false }),
    redact: {
      paths: [
        'password',
        '*.password',
        'token',
        '*.token',
        'authorization',
        '*.authorization',
        '*.headers.authorization',
        '*.headers.cookie',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request.url),
        host: capText(String(request.host ?? ''), 253),
        remoteAddress: request.ip,
      }),
      res: (reply: Pick<FastifyReply, 'statusCode'>) => ({ statusCode: reply.statusCode }),
      err: (error: unknown) => serializeError(error),
    },
    formatters: {
      // Top-level strings of any line (a message's extra fields) are capped like the rest.
      log: (object: Record<string, unknown>) =>
        Object.fromEntries(
          Object.entries(object).map(([key, value]) => [
            key,
            typeof value === 'string' ? capText(value) : value,
          ]),
        ),
    },
    hooks: {
      // The message itself too.
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? capText(arg) : arg)) as Parameters<
            typeof method
          >,
        );
      },
    },
  };
}

/** An error with its cause chain, each message and stack capped (a database error may quote the input). */
interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: capText(String(error)), stack: '' };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: capText(error.message),
    ...(typeof code === 'string' ? { code: capText(code, 50) } : {}),
    stack: capText(error.stack ?? '', MAX_LOGGED_STACK),
    ...(error.cause !== undefined && depth < 3
      ? { cause: serializeError(error.cause, depth + 1) }
      : {}),
  };
}
