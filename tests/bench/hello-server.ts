// The baseline: a bare graphql-yoga server with one field and nothing else, on node:http.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSchema, createYoga } from 'graphql-yoga';
import { send } from './ipc';
import { benchPort } from './ports';

const yoga = createYoga({
  schema: createSchema({ typeDefs: 'type Query { hello: String! }', resolvers: { Query: { hello: () => 'hello' } } }),
  graphqlEndpoint: '/api',
  logging: false,
  landingPage: false,
  graphiql: false,
});
const server = createServer(yoga);
const port = await benchPort();
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
send({ port: (server.address() as AddressInfo).port });
