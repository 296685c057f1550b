import { z } from 'zod';
import { instantProblem } from '../machines/dateFormats';

export interface GatewayConfig {
  port: number;
  /** Interface to listen on; 0.0.0.0 so phones on the LAN and containers can reach it. */
  host: string;
  /** An external /api/v1 origin; unset → the api runs in this process. */
  apiUrl?: string;
  /** The built app to serve; unset → only /graphql, /api/v1 and /version.json. */
  staticDir?: string;
  /** Trusted documents only, no GraphiQL (docs/decisions/011-trusted-documents.md). */
  production: boolean;
  /**
   * CLOCK_START (the api's setting, read here too when the api runs elsewhere): the instant the
   * server's clock starts at, running on from there; unset → the machine's time.
   */
  clockStart?: Date;
}

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  PORT: optionalText.pipe(
    z
      .string()
      .regex(/^\d+$/, 'must be a port number')
      .transform(Number)
      .pipe(z.number().max(65535))
      .optional(),
  ),
  HOST: optionalText,
  API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  STATIC_DIR: optionalText,
  NODE_ENV: optionalText,
  CLOCK_START: optionalText.pipe(
    z
      .string()
      .refine((value) => instantProblem(value) === null, 'must be an ISO 8601 instant with a zone')
      .transform((value) => new Date(value))
      .optional(),
  ),
});

/** Reads the gateway's settings once at start-up and fails fast, naming every bad variable. */
export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid gateway configuration: ${problems}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT ?? 8080,
    host: values.HOST ?? '0.0.0.0',
    apiUrl: values.API_URL,
    staticDir: values.STATIC_DIR ?? 'dist',
    production: values.NODE_ENV === 'production',
    clockStart: values.CLOCK_START,
  };
}
