// The floor of any design: node:http and pg, one INSERT per request into `bench_anchor` (a table with
// only a primary key), nothing else (no framework, no validation, no GraphQL). The benchmarks measure the product and the stack's ceiling against it.
import http from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(new URL('../..', import.meta.url).pathname, 'server', 'package.json'));
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE) });
pool.on('error', () => undefined);

const INSERT = 'INSERT INTO bench_anchor (name, email, phone, company, website) VALUES ($1, $2, $3, $4, $5) RETURNING id';

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/healthz') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', async () => {
    try {
      const { name, email, phone, company, website } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const { rows } = await pool.query(INSERT, [name, email, phone, company, website]);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: rows[0].id }));
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
});
server.listen(Number(process.env.PORT));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
