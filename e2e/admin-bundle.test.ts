import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientDist } from './support/build';

/**
 * No chunk a public page can ever load (up front or lazily, e.g. the quick scan) holds admin code,
 * Apollo Client, react-dnd, graphql-ws, the chart library or an admin GraphQL document: they are
 * reachable only through the admin entry's chunk. Reads the build's chunk graph (client/dist/.vite/chunk-modules.json,
 * written by vite.config.ts); the e2e global setup has built the client.
 */
const dist = clientDist;

interface ChunkInfo {
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  modules: string[];
}

const ADMIN_ONLY_MODULES = [
  /^src\/admin\//,
  /node_modules\/@apollo\//,
  /node_modules\/react-dnd/,
  /node_modules\/graphql-ws\//,
  // The dashboard's charts: @chakra-ui/charts and recharts with its d3 and redux parts.
  /node_modules\/@chakra-ui\/charts\//,
  /node_modules\/recharts\//,
  /node_modules\/victory-vendor\//,
  /node_modules\/d3-/,
];
/** Names only admin documents contain (operation and fragment names survive minification). */
const ADMIN_DOCUMENT_MARKERS = ['AdminLeadChanged', 'AdminLogin', 'LeadFields'];
/** The name as a string literal: minified code quotes with ", ' or `. */
const literal = (marker: string) => new RegExp(`["'\`]${marker}["'\`]`);

describe('admin code stays in the admin chunks', () => {
  const chunks = JSON.parse(readFileSync(join(dist, '.vite', 'chunk-modules.json'), 'utf8')) as Record<string, ChunkInfo>;
  const adminEntry = Object.keys(chunks).find((file) => chunks[file].modules.includes('src/admin/AdminEntry.tsx'));

  /** Every chunk reachable from the public entry without going through the admin entry chunk. */
  function publicChunks(): string[] {
    const seen = new Set<string>();
    const queue = Object.keys(chunks).filter((file) => chunks[file].isEntry);
    while (queue.length > 0) {
      const file = queue.shift()!;
      if (seen.has(file) || file === adminEntry || !chunks[file]) continue;
      seen.add(file);
      queue.push(...chunks[file].imports, ...chunks[file].dynamicImports);
    }
    return [...seen];
  }

  it('finds the admin entry chunk and public chunks besides it', () => {
    expect(adminEntry).toBeDefined();
    expect(publicChunks().length).toBeGreaterThan(1);
  });

  it('has no admin-only module in any chunk a public page can load', () => {
    const offenders = publicChunks().flatMap((file) =>
      chunks[file].modules
        .filter((module) => ADMIN_ONLY_MODULES.some((pattern) => pattern.test(module)))
        .map((module) => `${file}: ${module}`),
    );
    expect(offenders).toEqual([]);
  });

  it('has no admin GraphQL document in any chunk a public page can load', () => {
    const offenders = publicChunks().flatMap((file) => {
      const code = readFileSync(join(dist, file), 'utf8');
      return ADMIN_DOCUMENT_MARKERS.filter((marker) => literal(marker).test(code)).map((marker) => `${file}: ${marker}`);
    });
    expect(offenders).toEqual([]);
  });

  it('does put the chart library in the admin chunks (so the check above matches its real module paths)', () => {
    const adminModules = Object.keys(chunks)
      .filter((file) => !publicChunks().includes(file))
      .flatMap((file) => chunks[file].modules);
    expect(adminModules.some((module) => /node_modules\/@chakra-ui\/charts\//.test(module))).toBe(true);
    expect(adminModules.some((module) => /node_modules\/recharts\//.test(module))).toBe(true);
  });

  it('does put the admin documents in the admin chunks (so the check above can see them)', () => {
    const adminChunks = Object.keys(chunks).filter((file) => !publicChunks().includes(file));
    const code = adminChunks.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
    for (const marker of ADMIN_DOCUMENT_MARKERS) expect(literal(marker).test(code)).toBe(true);
  });
});
