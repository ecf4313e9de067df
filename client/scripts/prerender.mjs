// Writes the finished HTML of every public route (dist/<route>/index.html, dist/index.html for /),
// the not-found page (dist/404.html), the admin shell (dist/admin.html), sitemap.xml, robots.txt
// and dist/prerender.json (what the server needs to serve them), and precompresses the
// hashed assets. Everything comes from the route table in src/app/routes.tsx.
//
// Each document is composed here from client/index.html (placeholders `<!--app-head-->`,
// `<!--app-html-->`, `<!--app-scripts-->`), the server bundle's render and Vite's manifest: the
// browser build has a JavaScript entry and writes no HTML of its own (Vite's "backend
// integration"), so nothing in a rendered page is rewritten after the fact.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const PRERENDER_MANIFEST = 'prerender.json';

/**
 * Prefetch on hover (or touch) for public pages, declared to the browser (speculation rules): a
 * link to another public page that is hovered for a moment fetches that page, and the click is
 * served from it. No script of ours runs; the server allows the block by its hash in the CSP.
 * Downloads, the admin panel and appointment pages are never fetched ahead.
 */
const PREFETCH_ON_HOVER = `<script type="speculationrules">${JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/admin{/*}?' } },
          { not: { href_matches: '/afspraak/*' } },
          { not: { href_matches: '/export/*' } },
          { not: { selector_matches: '[download]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
})}</script>`;

/** Fills client/index.html (functions as replacements: a `$` in the markup stays a `$`). */
function fillTemplate(template, { head, html, scripts, rootAttributes }) {
  for (const placeholder of ['<!--app-head-->', '<!--app-html-->', '<!--app-scripts-->', 'data-prerendered=""']) {
    if (!template.includes(placeholder)) throw new Error(`client/index.html has no ${placeholder}`);
  }
  return template
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => html)
    .replace('<!--app-scripts-->', () => scripts)
    .replace('data-prerendered=""', () => rootAttributes);
}

/** The browser build's one entry chunk (src/app/entry-client.tsx). */
function entryChunk(viteManifest) {
  const entries = Object.values(viteManifest).filter((chunk) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk in the Vite manifest, found ${entries.length}`);
  return entries[0];
}

const modulePreload = (file) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/** A chunk and every chunk it imports statically, as file names. */
function withImports(viteManifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = viteManifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

const keyOf = (viteManifest, chunk) => Object.keys(viteManifest).find((key) => viteManifest[key] === chunk);

/**
 * What a page runs at once (the entry, src/app/entry-client.ts, and its static imports) and what
 * the admin shell starts at once too (src/app/startApp.tsx, one of the entry's dynamic imports: the
 * whole app). A public page's islands (src/app/startIslands.tsx) load only when the visitor acts.
 */
function entryFiles(viteManifest) {
  const entry = entryChunk(viteManifest);
  const atOnce = withImports(viteManifest, [keyOf(viteManifest, entry)]);
  const shellKey = (entry.dynamicImports ?? []).find((key) => /src\/app\/startApp\.tsx$/.test(key));
  if (!shellKey) throw new Error('The entry has no dynamic import of src/app/startApp.tsx');
  const shell = withImports(viteManifest, [shellKey]);
  atOnce.forEach((file) => shell.delete(file));
  return { atOnce, shell };
}

function fontPreloadLinks(distDir) {
  return readdirSync(join(distDir, 'assets'))
    .filter((file) => file.endsWith('.woff2'))
    .map((file) => `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`)
    .join('\n    ');
}

/** Stylesheets up to this size are inlined: a request that blocks the first paint costs more. */
const INLINE_STYLESHEET_MAX_BYTES = 2048;

/**
 * The entry's stylesheets (the @font-face of the one web font): inlined up to
 * INLINE_STYLESHEET_MAX_BYTES, because on a phone a render-blocking request costs a round trip
 * before anything shows.
 */
function entryStyles(viteManifest, distDir) {
  return (entryChunk(viteManifest).css ?? [])
    .map((file) => {
      const css = readFileSync(join(distDir, file), 'utf8');
      return Buffer.byteLength(css) <= INLINE_STYLESHEET_MAX_BYTES
        ? `<style>${css}</style>`
        : `<link rel="stylesheet" crossorigin href="/${file}">`;
    })
    .join('\n    ');
}

/** The entry's module script with modulepreloads of its imports, and the admin shell's start-up chunks. */
function entryScripts(viteManifest) {
  const entry = entryChunk(viteManifest);
  const { atOnce, shell } = entryFiles(viteManifest);
  return {
    preloads: [...atOnce].filter((file) => file !== entry.file).map(modulePreload),
    shell: [...shell],
    script: `<script type="module" crossorigin src="/${entry.file}"></script>`,
  };
}

/**
 * The public pages' one stylesheet: the web font's @font-face, then the Emotion (Chakra) styles of
 * every page merged by name: global styles first (Chakra's layer order, reset, tokens), in the
 * order the pages rendered them, then each component style once. Named by its content's hash and
 * served with a year's immutable cache (server/src/web/static-client.ts), so a visitor downloads it
 * once for the whole site.
 */
function siteStylesheet(fontCss, renderedStyles) {
  const globals = new Map();
  const components = new Map();
  for (const styles of renderedStyles) {
    for (const { name, css } of styles.globals) if (!globals.has(name)) globals.set(name, css);
    for (const { name, css } of styles.components) if (!components.has(name)) components.set(name, css);
  }
  const css = [fontCss, ...globals.values(), ...components.values()].join('\n');
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 10);
  return { file: `assets/site-${hash}.css`, css, globalNames: [...globals.keys()] };
}

/** The stylesheet's link; it names the global styles so that the islands' Emotion adopts them. */
const stylesheetLink = (sheet) => `<link rel="stylesheet" href="/${sheet.file}" data-emotion-globals="${sheet.globalNames.join(' ')}">`;

/** The entry's own CSS (the web font's @font-face), as text. */
function entryCss(viteManifest, distDir) {
  return (entryChunk(viteManifest).css ?? []).map((file) => readFileSync(join(distDir, file), 'utf8')).join('\n');
}

function writeFile(distDir, file, content) {
  const full = join(distDir, file);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, content);
}

/** The file a public URL is written to: / -> index.html, /over-ons -> over-ons/index.html. */
function fileForUrl(url) {
  return url === '/' ? 'index.html' : `${url.slice(1)}/index.html`;
}

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html|ico)$/;

/** .br and .gz next to a file, so the server never compresses static files per request. */
function precompressFile(file) {
  const content = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

function precompressDir(dir) {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) precompressDir(full);
    else if (COMPRESSIBLE.test(name)) precompressFile(full);
  }
}

export async function prerender({ distDir, templateFile, ssrEntry, siteUrl }) {
  const template = readFileSync(templateFile, 'utf8');
  const viteManifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const server = await import(pathToFileURL(ssrEntry).href);
  await server.preloadAll();

  const entry = entryScripts(viteManifest);
  const stylesheets = entryStyles(viteManifest, distDir);
  const fonts = fontPreloadLinks(distDir);
  const pages = {};

  // Every page is rendered first: the stylesheet they all link holds the styles of all of them.
  const rendered = [...server.publicUrls().map((url) => [url, fileForUrl(url)]), [server.NOT_FOUND_RENDER_PATH, '404.html']].map(
    ([url, file]) => ({ url, file, page: server.renderPage(url, siteUrl) }),
  );
  const sheet = siteStylesheet(
    entryCss(viteManifest, distDir),
    rendered.map(({ page }) => page.styles),
  );
  writeFile(distDir, sheet.file, sheet.css);

  const emit = ({ file, page }) => {
    const html = fillTemplate(template, {
      html: page.html,
      rootAttributes: page.rootAttributes,
      head: [page.head, fonts, stylesheetLink(sheet)].filter(Boolean).join('\n    '),
      // The entry alone (a module script: it runs after parsing and never holds up the first
      // paint); the islands' chunks load when the visitor acts, and nothing is prefetched; then
      // the rules that prefetch another public page while its link is hovered.
      scripts: [...entry.preloads, entry.script, PREFETCH_ON_HOVER].join(''),
    });
    writeFile(distDir, file, html);
    return page;
  };

  const titles = new Map();
  for (const item of rendered) {
    const { url, file, page } = item;
    emit(item);
    if (url === server.NOT_FOUND_RENDER_PATH) continue;
    if (titles.has(page.meta.title)) throw new Error(`${url} has the same title as ${titles.get(page.meta.title)}`);
    titles.set(page.meta.title, url);
    pages[url] = file;
  }

  // The admin panel renders in the browser only; search engines are told to stay out.
  const adminShell = fillTemplate(template, {
    head: [server.adminShellHead(), stylesheets, ...entry.preloads, ...entry.shell.map(modulePreload)].join('\n    '),
    html: '',
    scripts: entry.script,
    rootAttributes: '',
  });
  writeFile(distDir, 'admin.html', adminShell);

  writeFile(distDir, 'sitemap.xml', server.sitemapXml(siteUrl));
  writeFile(distDir, 'robots.txt', server.robotsTxt(siteUrl));
  writeFile(
    distDir,
    PRERENDER_MANIFEST,
    JSON.stringify({ siteUrl, pages, notFound: '404.html', adminShell: 'admin.html' }, null, 2) + '\n',
  );
  precompressDir(join(distDir, 'assets'));
  for (const file of ['favicon.svg', 'favicon.ico']) precompressFile(join(distDir, file));
  console.log(
    `Prerendered ${Object.keys(pages).length} pages, 404 and the admin shell for ${siteUrl} in ${relative(process.cwd(), distDir) || '.'}`,
  );
}
