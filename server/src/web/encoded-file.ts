import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts among those we have (`q=0` means "not this one"). */
export function preferredEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (available.includes('br') && accepts('br')) return 'br';
  if (available.includes('gzip') && accepts('gzip')) return 'gzip';
  return 'identity';
}

/** A file held in memory with its compressed forms, rebuilt when the file on disk changes. */
export interface EncodedFile {
  mtimeMs: number;
  etag: string;
  bodies: Record<Encoding, Buffer>;
}

/**
 * Reads a text file (HTML, sitemap, robots), applies `transform` (the SITE_URL rewrite) and
 * compresses it once. Pages are small and few, so memory is cheap and no request pays for
 * compression; a rebuilt client is picked up by the mtime check.
 */
export class EncodedFileCache {
  private readonly files = new Map<string, EncodedFile>();

  constructor(private readonly transform: (text: string) => string = (text) => text) {}

  get(path: string): EncodedFile | undefined {
    if (!existsSync(path)) return undefined;
    const { mtimeMs } = statSync(path);
    const cached = this.files.get(path);
    if (cached && cached.mtimeMs === mtimeMs) return cached;
    const identity = Buffer.from(this.transform(readFileSync(path, 'utf8')), 'utf8');
    const file: EncodedFile = {
      mtimeMs,
      etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
      bodies: {
        identity,
        br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(identity, { level: 9 }),
      },
    };
    this.files.set(path, file);
    return file;
  }
}

/** Sends a cached file with content negotiation and ETag revalidation. */
export function sendEncoded(req: Request, res: Response, file: EncodedFile, contentType: string, status = 200): void {
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', file.etag);
  if (status === 200 && req.headers['if-none-match'] === file.etag) {
    res.status(304).end();
    return;
  }
  const encoding = preferredEncoding(req.headers['accept-encoding'], ['br', 'gzip']);
  const body = file.bodies[encoding];
  res.status(status);
  res.setHeader('Content-Type', contentType);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}
