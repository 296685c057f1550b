import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSchema } from 'graphql-yoga';
import type { GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../context';
import type { Resolvers } from '../generated/resolvers-types';
import { baseResolvers } from './base/resolvers';
import { jobsResolvers } from './jobs/resolvers';
import { mailboxResolvers } from './mailbox/resolvers';
import { plusCrewsResolvers } from './plus-crews/resolvers';
import { projectsResolvers } from './projects/resolvers';
import { sessionResolvers } from './session/resolvers';

const schemaDir = fileURLToPath(new URL('.', import.meta.url));

/** Every gateway/schema/<area>/schema.graphql, the same files codegen reads. */
export function loadTypeDefs(dir = schemaDir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(dir, entry.name, 'schema.graphql'))
    .sort()
    .flatMap((file) => {
      try {
        return [readFileSync(file, 'utf8')];
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    });
}

/** One map per area; makeExecutableSchema merges them (and the `extend type` files). */
export const resolvers: Resolvers[] = [
  baseResolvers,
  sessionResolvers,
  jobsResolvers,
  projectsResolvers,
  plusCrewsResolvers,
  mailboxResolvers,
];

export function buildSchema(): GraphQLSchema {
  return createSchema<GatewayContext>({ typeDefs: loadTypeDefs(), resolvers });
}
