import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from './config';

describe('loadGatewayConfig', () => {
  it('defaults to port 8080, the in-process api, dist/ and development', () => {
    expect(loadGatewayConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      apiUrl: undefined,
      staticDir: 'dist',
      production: false,
    });
  });

  it('reads PORT, API_URL, STATIC_DIR and production from NODE_ENV', () => {
    expect(
      loadGatewayConfig({
        PORT: '9090',
        API_URL: 'http://api:3000',
        STATIC_DIR: 'build',
        NODE_ENV: 'production',
      }),
    ).toMatchObject({
      port: 9090,
      apiUrl: 'http://api:3000',
      staticDir: 'build',
      production: true,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadGatewayConfig({ PORT: '', API_URL: ' ' })).toMatchObject({
      port: 8080,
      apiUrl: undefined,
    });
  });

  it('fails fast naming every bad variable', () => {
    expect(() => loadGatewayConfig({ PORT: 'eighty', API_URL: 'ftp://api' })).toThrow(
      /Invalid gateway configuration: PORT: must be a port number; API_URL: .+/,
    );
  });
});
