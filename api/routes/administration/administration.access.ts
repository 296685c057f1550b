import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../auth/accounts';

// What the administration's registrars share: the rights their routes declare and the caller.

export const read = { right: { resource: 'administration', action: 'READ' } } as const;
export const edit = { right: { resource: 'administration', action: 'EDIT' } } as const;

export function principalOf(request: FastifyRequest): Principal {
  return request.principal as Principal;
}
