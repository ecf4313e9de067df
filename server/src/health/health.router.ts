import { Router } from 'express';
import type { DataSource } from 'typeorm';

/** `GET /healthz`: 200 when the database answers within two seconds, 503 otherwise. */
export function healthRouter(dataSource: DataSource): Router {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      await Promise.race([
        dataSource.query('SELECT 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2_000).unref()),
      ]);
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  });
  return router;
}
