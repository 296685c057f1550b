import { createSchema } from 'graphql-yoga';
import type { GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../context';
import { areas } from './areas';

/** Every area's schema.graphql (the files codegen reads) and resolvers, merged by yoga. */
export function buildSchema(): GraphQLSchema {
  return createSchema<GatewayContext>({
    typeDefs: areas.map((area) => area.typeDefs),
    resolvers: areas.map((area) => area.resolvers),
  });
}
