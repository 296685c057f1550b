/**
 * The response headers every answer of the gateway carries (DESIGN.md, Runtime; decision
 * 014). Framing is governed by CSP frame-ancestors only: X-Frame-Options cannot list the
 * tenant's portal origins, and browsers ignore it when frame-ancestors is present anyway.
 */

const baseDirectives: ReadonlyArray<readonly [string, string]> = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  // Emotion (Chakra UI) injects <style> tags at runtime.
  ['style-src', "'self' 'unsafe-inline'"],
  // Profile pictures and tenant logos may live on any https host (S3, CDN).
  ['img-src', "'self' data: blob: https:"],
  ['font-src', "'self' data:"],
  ['connect-src', "'self'"],
  ['worker-src', "'self'"],
  ['manifest-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
];

// GraphiQL (development only) loads its bundle and workers from unpkg and boots inline.
const graphiqlDirectives: Readonly<Record<string, string>> = {
  'script-src': "'self' 'unsafe-inline' https://unpkg.com",
  'style-src': "'self' 'unsafe-inline' https://unpkg.com",
  'worker-src': "'self' blob: https://unpkg.com",
  'font-src': "'self' data: https://unpkg.com",
};

/**
 * An origin a tenant may list in frameAncestors: scheme, host (optionally `*.` wildcard) and
 * port, nothing else. Anything with spaces, quotes, `;` or a path is dropped, so tenant data
 * can never add or change a directive.
 */
const framingOrigin = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

export function safeFrameAncestors(origins: readonly string[]): string[] {
  return [
    ...new Set(
      origins.filter((origin) => framingOrigin.test(origin)).map((origin) => origin.toLowerCase()),
    ),
  ];
}

export interface ContentSecurityPolicyOptions {
  frameAncestors?: readonly string[];
  graphiql?: boolean;
}

export function contentSecurityPolicy(options: ContentSecurityPolicyOptions = {}): string {
  const directives = baseDirectives.map(([name, value]) => [
    name,
    (options.graphiql && graphiqlDirectives[name]) || value,
  ]);
  directives.push([
    'frame-ancestors',
    ["'self'", ...safeFrameAncestors(options.frameAncestors ?? [])].join(' '),
  ]);
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

export const staticSecurityHeaders: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Check-in needs the position and photos need the camera; nothing else, and only for us.
  'permissions-policy': 'geolocation=(self), camera=(self), microphone=(), payment=(), usb=()',
};

export interface FrameAncestorsCacheOptions {
  load: (host: string) => Promise<readonly string[]>;
  ttlMs?: number;
  /** After a failed lookup: retry soon, answer with 'self' only meanwhile. */
  failureTtlMs?: number;
  now?: () => number;
}

/**
 * The tenant's frameAncestors per Host, cached briefly: one upstream read per host and
 * minute instead of one per page load, and a changed setting shows within a minute.
 */
export function createFrameAncestorsCache(
  options: FrameAncestorsCacheOptions,
): (host: string) => Promise<readonly string[]> {
  const ttl = options.ttlMs ?? 60_000;
  const failureTtl = options.failureTtlMs ?? 5_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { expires: number; value: Promise<readonly string[]> }>();
  return (host) => {
    const cached = entries.get(host);
    if (cached && cached.expires > now()) return cached.value;
    const entry = { expires: now() + ttl, value: Promise.resolve<readonly string[]>([]) };
    entry.value = options.load(host).catch(() => {
      entry.expires = now() + failureTtl;
      return [];
    });
    entries.set(host, entry);
    // Hosts come from a request header: bound the map so junk Host values cannot grow it.
    if (entries.size > 1000) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    return entry.value;
  };
}
