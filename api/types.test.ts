import { describe, expect, it } from 'vitest';
import type { RouteAccess } from './types';

// The check is the typecheck (tsc -p tsconfig.node.json): it fails when the @ts-expect-error below
// stops being an error, i.e. when a route's right accepts any string again.
describe('route rights', () => {
  it('are typed: a right outside machines/rights.types.ts does not typecheck', () => {
    const declared: RouteAccess = { right: { resource: 'jobs', action: 'CONFIRM' } };
    // @ts-expect-error — 'jbos' is no Resource (tsc -p tsconfig.node.json fails if this ever typechecks)
    const misspelt: RouteAccess = { right: { resource: 'jbos', action: 'READ' } };
    expect([declared, misspelt].map((access) => access.right?.action)).toEqual(['CONFIRM', 'READ']);
  });
});
