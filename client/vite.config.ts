import { writeFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Writes dist/.vite/chunk-modules.json (chunk file -> the source modules inside it), so the bundle
 * benchmark and tests can prove what a public page downloads (no admin, Apollo or react-dnd code).
 */
function chunkModulesReport(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'chunk-modules-report',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const report: Record<string, { isEntry: boolean; imports: string[]; dynamicImports: string[]; modules: string[] }> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        report[chunk.fileName] = {
          isEntry: chunk.isEntry,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: chunk.moduleIds.map((id) => relative(root, id.replace(/^\0/, '')).replace(/\\/g, '/')),
        };
      }
      const dir = join(root, outDir, '.vite');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'chunk-modules.json'), JSON.stringify(report, null, 1));
    },
  };
}

/** The one browser entry; the build writes no HTML (scripts/prerender.mjs composes every page). */
const ENTRY = 'src/app/entry-client.ts';

/** The dev server serves index.html as it is, so the entry's script tag is added here. */
function devEntryScript(): Plugin {
  return {
    name: 'dev-entry-script',
    apply: 'serve',
    transformIndexHtml: () => [{ tag: 'script', attrs: { type: 'module', src: `/${ENTRY}` }, injectTo: 'body' }],
  };
}

export default defineConfig({
  plugins: [react(), devEntryScript(), chunkModulesReport()],
  server: {
    port: 5173,
    // The API server's routes: GraphQL (with its WebSocket), the health check and the CSV export
    // (server/src/leads/lead-export.router.ts), so the admin's download link works under `npm run dev`.
    proxy: {
      '/graphql': { target: 'http://localhost:3000', ws: true },
      '/healthz': 'http://localhost:3000',
      '/export': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the site supports has <link rel="modulepreload"> (Chrome 66, Safari 17,
    // Firefox 115): the polyfill was ~0.5 KB of every public page's first download.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // A JavaScript entry instead of index.html (Vite's backend integration): the prerender
      // writes each page's tags from the manifest. An SSR build (`build.ssr`) names its own entry.
      input: fileURLToPath(new URL(ENTRY, import.meta.url)),
      output: {
        codeSplitting: {
          groups: [
            {
              // Building blocks and icons that three or more public pages share go into one chunk.
              // Left to itself, Rolldown gives every shared component and icon its own file of a
              // few hundred bytes: a page then loaded 20-27 files, each compressed on its own and
              // fetched over at most six HTTP/1.1 connections. Only site code and icons are
              // captured (not their dependencies), so no admin or Apollo module can join it. The small
              // lib modules every page uses (paths, company, Seo, quickScanEvent), the packages'
              // content, the icon runtime, Chakra's Button (with its spinner) and Vite's preload helper
              // join it too: alone they were nine more files of a few hundred bytes to 1 KB, which took
              // pages 1-2 KB over the 150 KB budget (bench bundle-size; now 149.9-150.0 at most).
              name: 'site-shared',
              test: /[\\/]src[\\/]site[\\/]components[\\/]|[\\/]src[\\/]lib[\\/](seo[\\/]Seo|paths|company|quickScanEvent)\.tsx?$|[\\/]src[\\/]site[\\/]content[\\/]packages\.ts$|lucide-react[\\/]dist[\\/]esm[\\/]|vite[\\/]preload-helper|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](components[\\/](button|loader|spinner|absolute-center)[\\/]|utils[\\/]omit)/,
              minShareCount: 3,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
