import { Pool } from 'undici';
import { headerReader } from './api-client';
import type { UpstreamAnswer, UpstreamRequest } from './api-client';

// The api client's JSON calls over HTTP (API_URL set: the api in its own process), through a
// keep-alive pool of undici's request API rather than fetch: no Request, Headers or web streams
// per call, which roughly halves what a call costs the gateway (docs/decisions/241). fetch stays
// for what streams (event streams, the /api/v1 proxy's uploads and downloads).

export interface PooledRequest {
  request: UpstreamRequest;
  /** Closes the pool's connections (the gateway's shutdown). */
  close(): Promise<void>;
}

export function pooledRequest(origin: string): PooledRequest {
  const pool = new Pool(new URL(origin).origin);
  const request: UpstreamRequest = async (url, init): Promise<UpstreamAnswer> => {
    const { host: _host, ...headers } = init.headers;
    // fetch() drops Host over the network; the api reads the caller's from X-Forwarded-Host (api-client.ts).
    const answer = await pool.request({
      path: `${url.pathname}${url.search}`,
      method: init.method,
      headers,
      body: init.body,
    });
    return {
      status: answer.statusCode,
      headers: headerReader(answer.headers),
      text: await answer.body.text(),
    };
  };
  return { request, close: () => pool.close() };
}
