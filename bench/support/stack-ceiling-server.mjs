// The stack's ceiling: the same single INSERT as the bare server (into `bench_anchor`, a table with
// only a primary key), as a GraphQL mutation on Express 5 and Apollo Server 5 in production settings
// (no introspection, no landing page, CSRF prevention on, the same JSON body limit), with the
// product's pool size and nothing else: what the stack can do before any product choice.
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(new URL('../..', import.meta.url).pathname, 'server', 'package.json'));
const express = require('express');
const { Pool } = require('pg');
const { ApolloServer } = require('@apollo/server');
const { ApolloServerPluginLandingPageDisabled } = require('@apollo/server/plugin/disabled');
const { expressMiddleware } = require('@as-integrations/express5');

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE) });
pool.on('error', () => undefined);

const typeDefs = `#graphql
  input CreateLeadInput { name: String!, email: String!, phone: String, company: String, website: String }
  type CreateLeadPayload { leadId: ID!, surveyToken: String! }
  type Query { ok: Boolean }
  type Mutation { createLead(input: CreateLeadInput!): CreateLeadPayload! }
`;
const resolvers = {
  Mutation: {
    async createLead(_root, { input }) {
      const { rows } = await pool.query(
        'INSERT INTO bench_anchor (name, email, phone, company, website) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [input.name, input.email, input.phone, input.company, input.website],
      );
      return { leadId: rows[0].id, surveyToken: '' };
    },
  },
};

const apollo = new ApolloServer({ typeDefs, resolvers, introspection: false, plugins: [ApolloServerPluginLandingPageDisabled()] });
await apollo.start();
const app = express();
app.disable('x-powered-by');
app.set('trust proxy', 1);
app.get('/healthz', (_req, res) => res.json({ status: 'ok' }));
app.use('/graphql', express.json({ limit: '100kb' }), expressMiddleware(apollo));
const server = app.listen(Number(process.env.PORT));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
