import { existsSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
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
      const dir = resolve(root, outDir, '.vite');
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

/**
 * React Router 7 ships a production build (`dist/production`, its development warnings compiled
 * out) but its package exports name only `dist/development`, for every bundler and mode
 * (remix-run/react-router issue 14102). The browser bundle takes the production files, which
 * are ~0.5 KB smaller and print no development warnings. A version that moves them fails the
 * build here, loudly (docs/architecture.md, "Public-site speed").
 */
function reactRouterProductionBuild() {
  const dir = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
  const file = (name: string) => {
    const path = join(dir, name);
    if (!existsSync(path)) throw new Error(`react-router no longer ships ${path}: remove reactRouterProductionBuild from vite.config.ts`);
    return path;
  };
  return [
    { find: /^react-router$/, replacement: file('index.mjs') },
    { find: /^react-router\/dom$/, replacement: file('dom-export.mjs') },
  ];
}

/**
 * Package modules that at least this many chunks share: in practice those every page renders
 * with (React, the router, Emotion, Chakra's styled-system core, Lucide's icon runtime).
 */
const FRAMEWORK_MIN_SHARE_COUNT = 16;
/** Packages the framework chunk may take modules from: never the admin's (Apollo, react-dnd, charts). */
const FRAMEWORK_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-is|hoist-non-react-statics|stylis|@emotion[\\/][^\\/]+|@chakra-ui[\\/]react|@zag-js[\\/][^\\/]+|lucide-react)[\\/]/;

/** Site code, the icons and the few Chakra and lib modules that many public pages share. */
const SITE_SHARED =
  /[\\/]src[\\/]site[\\/]components[\\/]|[\\/]src[\\/]lib[\\/](seo[\\/]Seo|paths|company|quickScanEvent)\.tsx?$|[\\/]src[\\/]site[\\/]content[\\/]packages\.ts$|lucide-react[\\/]dist[\\/]esm[\\/]|vite[\\/]preload-helper|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](components[\\/](button|loader|spinner|absolute-center)[\\/]|utils[\\/]omit)/;

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };

/** An icon or component only the admin panel imports has no place in a public page's download. */
const importedOnlyByAdmin = (id: string, graph: ModuleGraph) => {
  const importers = graph.getModuleInfo(id)?.importers ?? [];
  return importers.length > 0 && importers.every((importer) => /[\\/]src[\\/]admin[\\/]/.test(importer));
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), devEntryScript(), chunkModulesReport()],
  // Only the browser bundle: `npm run dev` keeps the warnings, and the server render keeps Node's
  // resolution of the package (one copy of the router there).
  resolve: command === 'build' && !isSsrBuild ? { alias: reactRouterProductionBuild() } : {},
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
        // Chunks are named by their hash alone: a file name is written into every chunk that
        // imports it and into each dynamic import's list of files to preload, ~0.9 KB of every
        // public page. dist/.vite/chunk-modules.json tells which modules a file holds.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            {
              // startApp is loaded by a dynamic import, so Rolldown does not count on its modules
              // being there when a page's chunk runs: what startApp and the pages share came out
              // as five files (React, the router, Emotion with Chakra's Box and Text, Span, ...)
              // that every page loads. One file instead: ~1.2 KB less per page (bench bundle-size).
              name: 'framework',
              test: FRAMEWORK_PACKAGES,
              minShareCount: FRAMEWORK_MIN_SHARE_COUNT,
            },
            {
              // Building blocks and icons that three or more public pages share go into one chunk.
              // Left to itself, Rolldown gives every shared component and icon its own file of a
              // few hundred bytes: a page then loaded 20-27 files, each compressed on its own and
              // fetched over at most six HTTP/1.1 connections. Only site code and icons are
              // captured (not their dependencies), and none that only the admin imports, so no
              // admin or Apollo module can join it. The small lib modules every page uses (paths,
              // company, Seo, quickScanEvent), the packages' content, the icon runtime, Chakra's
              // Button (with its spinner) and Vite's preload helper join it too: alone they were
              // nine more files of a few hundred bytes to 1 KB.
              debugName: 'site-shared',
              name: (id, graph) => (SITE_SHARED.test(id) && !importedOnlyByAdmin(id, graph) ? 'site-shared' : null),
              minShareCount: 3,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
