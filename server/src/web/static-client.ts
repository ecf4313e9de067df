import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express } from 'express';

/**
 * Serves the built client. Hashed assets are cached for a year; every other GET that is not an API
 * route gets the app shell. (The public-site work replaces the shell with prerendered pages.)
 */
export function serveClient(app: Express, distDir: string): void {
  const shell = join(distDir, 'index.html');
  app.use('/assets', express.static(join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  app.use(express.static(distDir, { index: false, redirect: false }));
  app.get(/.*/, (_req, res) => {
    if (!existsSync(shell)) {
      res.status(503).type('text/plain').send('The client has not been built yet: run `npm start`.');
      return;
    }
    res.sendFile(shell);
  });
}
