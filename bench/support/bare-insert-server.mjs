// The baseline for the create-lead suite: the least an HTTP endpoint can do to store a lead.
// Express 5 parses JSON, one INSERT goes through a pg pool of the size TypeORM uses (20).
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(new URL('../..', import.meta.url).pathname, 'server', 'package.json'));
const express = require('express');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
pool.on('error', () => undefined);
const app = express();
app.post('/leads', express.json({ limit: '100kb' }), async (req, res) => {
  const { name, email, phone, company, website } = req.body;
  const { rows } = await pool.query(
    `INSERT INTO leads (name, email, phone, company, website, source, pipeline_order) VALUES ($1, $2, $3, $4, $5, 'QUICKSCAN', 0) RETURNING id`,
    [name, email, phone, company, website],
  );
  res.json({ id: rows[0].id });
});
app.get('/healthz', (_req, res) => res.json({ status: 'ok' }));
const server = app.listen(Number(process.env.PORT));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
