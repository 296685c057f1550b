/**
 * A server with no application in it, for the floors section (floors.ts, decision 244): what one
 * request costs the bare layers the gateway and the api are built from, at the festival peak's
 * rate. Run as a child (node --import tsx scripts/bench/floor-server.ts node|fastify|yoga): it
 * listens on an ephemeral port of 127.0.0.1, prints `BENCH_READY {"port":…}`, answers every
 * request with a check-in-sized JSON answer after FLOOR_DELAY_MS (the time a real answer waits on
 * the database and the api, so requests arrive one by one as they do at the peak, not back to
 * back), and stops when its stdin closes.
 *
 *   node     node:http, the body read and parsed as JSON
 *   fastify  a Fastify POST route with its JSON body parser and serializer (the api's framework)
 *   yoga     graphql-yoga on Fastify, mounted as gateway/server.ts mounts it, one mutation
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { createSchema, createYoga } from 'graphql-yoga';
import { FLOOR_ANSWER as ANSWER, READY_PREFIX } from './protocol';
import type { FloorKind } from './protocol';

const TYPE_DEFS = `
  type Query { ok: Boolean }
  type Member { id: ID! attendance: String! checkedInAt: String }
  type Crew { id: ID! state: String! }
  type Status { member: Member! crew: Crew! }
  type Mutation { checkIn(crewId: ID!, memberId: ID!, at: String!, idempotencyKey: String!): Status! }
`;

const delayMs = Number(process.env.FLOOR_DELAY_MS ?? 0);
const later = () => new Promise<void>((resolve) => setTimeout(resolve, delayMs));

async function listen(kind: FloorKind): Promise<{ port: number; close(): Promise<unknown> }> {
  if (kind === 'node') {
    const server = createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        JSON.parse(body);
        void later().then(() => {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify(ANSWER));
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      port: (server.address() as AddressInfo).port,
      close: () => new Promise((resolve) => server.close(resolve)),
    };
  }
  const app = Fastify({ logger: false });
  if (kind === 'fastify') {
    app.post('/floor', async () => {
      await later();
      return ANSWER;
    });
  } else {
    const yoga = createYoga({
      schema: createSchema({
        typeDefs: TYPE_DEFS,
        resolvers: {
          Mutation: {
            checkIn: async () => {
              await later();
              return ANSWER;
            },
          },
        },
      }),
      logging: false,
    });
    app.route({
      url: '/graphql',
      method: ['GET', 'POST'],
      handler: async (request, reply) => {
        const response = await yoga.handleNodeRequestAndResponse(request, reply);
        response.headers.forEach((value, name) => {
          reply.header(name, value);
        });
        reply.status(response.status);
        return reply.send(Buffer.from(await response.arrayBuffer()));
      },
    });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { port: (app.server.address() as AddressInfo).port, close: () => app.close() };
}

function isFloorKind(value: string | undefined): value is FloorKind {
  return value === 'node' || value === 'fastify' || value === 'yoga';
}

const kind = process.argv[2];
if (!isFloorKind(kind)) throw new Error('usage: floor-server.ts node|fastify|yoga');
const server = await listen(kind);
process.stdout.write(`${READY_PREFIX}${JSON.stringify({ port: server.port })}\n`);
process.stdin.resume();
process.stdin.on('close', () => void server.close().then(() => process.exit(0)));
