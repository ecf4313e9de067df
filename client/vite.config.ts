import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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

const ICON_IMPORT = /^lucide-react\/icons\/([a-z0-9-]+)$/;
const ADMIN_SOURCE = /[\\/]src[\\/]admin[\\/]/;
const SPRITE_ICON_PREFIX = '\0sprite-icon:';

/** Every Lucide icon the site, capture and shared code import (not the admin's), by file name. */
function siteIconNames(srcDir: string): string[] {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!ADMIN_SOURCE.test(`${path}/`)) visit(path);
      } else if (/\.tsx?$/.test(entry.name)) {
        for (const match of readFileSync(path, 'utf8').matchAll(/from '(lucide-react\/icons\/[a-z0-9-]+)'/g)) {
          names.add(ICON_IMPORT.exec(match[1])![1]);
        }
      }
    }
  };
  visit(srcDir);
  return [...names].sort();
}

type IconNode = [string, Record<string, string>][];

/** An icon's drawing; an alias's file only re-exports another icon's (`export { default } from './x.mjs'`). */
async function iconNodeOf(lucideDir: string, name: string): Promise<IconNode> {
  const file = join(lucideDir, `${name}.mjs`);
  const module = (await import(pathToFileURL(file).href)) as { __iconData?: { node: IconNode } };
  if (module.__iconData) return module.__iconData.node;
  const target = /from '\.\/([a-z0-9-]+)\.mjs'/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!target) throw new Error(`lucide-react/icons/${name} has no drawing the icon sprite can read`);
  return iconNodeOf(lucideDir, target);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The icons as one SVG sprite (docs/architecture.md, "Public-site speed"): outside the admin, an
 * import of `lucide-react/icons/<name>` becomes Lucide's own component (createLucideIcon, so size,
 * colour, stroke and aria-hidden work as before) whose only child is `<use href="sprite#name">`.
 * A page then carries a short reference per icon instead of its paths, and the sprite is one file,
 * named by its content's hash and cached for a year. Its icons come from scanning the sources, so
 * the browser build and the prerender's build name the same file. The dev server keeps the inline
 * icons.
 */
function iconSprite(): Plugin {
  let sprite: { fileName: string; source: string } | undefined;
  let isSsrBuild = false;
  return {
    name: 'icon-sprite',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      isSsrBuild = !!config.build.ssr;
    },
    async buildStart() {
      const clientDir = dirname(fileURLToPath(import.meta.url));
      const lucideDir = join(dirname(createRequire(import.meta.url).resolve('lucide-react/package.json')), 'dist', 'esm', 'icons');
      const symbols = [];
      for (const name of siteIconNames(join(clientDir, 'src'))) {
        const children = (await iconNodeOf(lucideDir, name))
          .map(([tag, attributes]) => {
            const written = Object.entries(attributes)
              .filter(([key]) => key !== 'key')
              .map(([key, value]) => `${key}="${escapeAttribute(String(value))}"`)
              .join(' ');
            return `<${tag} ${written}/>`;
          })
          .join('');
        symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${children}</symbol>`);
      }
      const source = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
      sprite = { fileName: `assets/icons-${hash}.svg`, source };
      if (!isSsrBuild) this.emitFile({ type: 'asset', fileName: sprite.fileName, source });
    },
    resolveId(source, importer) {
      const name = ICON_IMPORT.exec(source)?.[1];
      if (!name || !importer || ADMIN_SOURCE.test(importer)) return null;
      return `${SPRITE_ICON_PREFIX}${name}`;
    },
    load(id) {
      if (!id.startsWith(SPRITE_ICON_PREFIX) || !sprite) return null;
      const name = id.slice(SPRITE_ICON_PREFIX.length);
      const iconData = { name, size: 24, node: [['use', { href: `/${sprite.fileName}#${name}`, key: 'sprite' }]] };
      return `import { createLucideIcon } from 'lucide-react';\nexport default createLucideIcon(${JSON.stringify(iconData)});\n`;
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
const FRAMEWORK_MIN_SHARE_COUNT = 2;
/** Packages the framework chunk may take modules from: never the admin's (Apollo, react-dnd, charts). */
const FRAMEWORK_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-is|hoist-non-react-statics|stylis|@emotion[\\/][^\\/]+|@chakra-ui[\\/]react|@zag-js[\\/][^\\/]+|lucide-react)[\\/]/;

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [iconSprite(), react(), devEntryScript(), chunkModulesReport()],
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
          ],
        },
      },
    },
  },
}));
