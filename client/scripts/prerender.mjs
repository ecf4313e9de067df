// Writes the finished HTML of every public route (dist/<route>/index.html, dist/index.html for /),
// the not-found page (dist/404.html), the admin shell (dist/admin.html), sitemap.xml, robots.txt,
// csp.json and dist/prerender.json (what the server needs to serve them), and precompresses the
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

/** Vite's manifest entry of a lazily loaded page, found by its component's name (= file name). */
function chunkOfPage(viteManifest, componentName) {
  const entry = Object.values(viteManifest).find((chunk) => chunk.isDynamicEntry && chunk.name === componentName);
  if (!entry) {
    throw new Error(
      `No chunk named ${componentName}: a page component must be exported under its file's name ` +
        `(src/site/.../${componentName}.tsx exports ${componentName}).`,
    );
  }
  return entry;
}

/**
 * A page's chunk, the chunks of the data it renders from (a case record, by source module) and the
 * chunks they import, minus those the start-up already loads.
 */
function pageFiles(viteManifest, componentName, dataSources, alreadyLoaded) {
  const files = new Set();
  const visit = (key) => {
    const chunk = viteManifest[key];
    if (!chunk || alreadyLoaded.has(chunk.file) || files.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  const key = Object.keys(viteManifest).find((candidate) => viteManifest[candidate] === chunkOfPage(viteManifest, componentName));
  visit(key);
  for (const source of dataSources) {
    if (!viteManifest[source]) throw new Error(`No chunk for ${source} in the Vite manifest`);
    visit(source);
  }
  return [...files];
}

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
 * What a page runs at once (the entry, src/app/entry-client.ts) and what it starts when the visitor
 * acts (src/app/startApp.tsx, the entry's one dynamic import: React, Chakra and the app).
 */
function entryFiles(viteManifest) {
  const entry = entryChunk(viteManifest);
  const atOnce = withImports(viteManifest, [keyOf(viteManifest, entry)]);
  const startUp = withImports(viteManifest, entry.dynamicImports ?? []);
  atOnce.forEach((file) => startUp.delete(file));
  return { atOnce, startUp };
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

/**
 * Into the HTTP cache, not compiled: what a public page runs only once the visitor acts, so that
 * loading the page spends no main-thread time on it and the start-up then finds it at hand.
 */
const prefetch = (file) => `<link rel="prefetch" crossorigin href="/${file}">`;

/**
 * The entry's module script with modulepreloads of its imports, and the start-up's chunks: to be
 * prefetched on a public page, preloaded on the admin shell (which starts at once).
 */
function entryScripts(viteManifest) {
  const entry = entryChunk(viteManifest);
  const { atOnce, startUp } = entryFiles(viteManifest);
  return {
    preloads: [...atOnce].filter((file) => file !== entry.file).map(modulePreload),
    startUp: [...startUp],
    /** Every file the entry and the start-up load: a page's own chunks are what is left. */
    loaded: new Set([...atOnce, ...startUp]),
    script: `<script type="module" crossorigin src="/${entry.file}"></script>`,
  };
}

/** sha256 of every inline script that a browser would execute (JSON-LD and JSON blocks are data). */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/**
 * The page's JavaScript (entry script and modulepreloads) starts downloading only after the first
 * frame is painted. The HTML already shows the whole page; fetching 150 KB of modules while it is
 * still being parsed and painted made a throttled phone wait for them before its first paint
 * (Lighthouse: first and largest contentful paint at 2.4 s, 80 % of it render delay). The tags
 * are written inert inside a <template> (so tools that read a page's initial assets still
 * find them); a small inline script copies them into <head> one frame later (or after 200 ms when
 * no frame comes, e.g. a tab opened in the background), one tag per task: each inserted link
 * starts a fetch, and the ~15 of a page in one task made a task long enough to block a phone's
 * main thread (Lighthouse traced it at ~50 ms, 200 ms at its 4x slowdown).
 */
const DEFERRED_SCRIPTS_ID = 'deferred-scripts';
const DEFERRED_SCRIPTS_LOADER =
  `(function(){var done=0;function go(){if(done)return;done=1;var t=document.getElementById('${DEFERRED_SCRIPTS_ID}');if(!t)return;` +
  `var tags=[].slice.call(t.content.querySelectorAll('link,script'));(function next(){var o=tags.shift();if(!o)return;` +
  `var n=document.createElement(o.tagName);for(var i=0;i<o.attributes.length;i++)n.setAttribute(o.attributes[i].name,o.attributes[i].value);` +
  `document.head.appendChild(n);setTimeout(next,0)})()}` +
  `requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,200)})()`;

/** The tags, inert in a <template>, and the script that moves them into <head> after a frame. */
function deferredPastFirstPaint(tags) {
  return `<template id="${DEFERRED_SCRIPTS_ID}">${tags.join('')}</template><script>${DEFERRED_SCRIPTS_LOADER}</script>`;
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
  const scriptHashes = new Set();
  const pages = {};

  const emit = (url, file) => {
    const page = server.renderPage(url, siteUrl);
    const pageChunks = pageFiles(viteManifest, page.componentName, page.dataSources, entry.loaded);
    const html = fillTemplate(template, {
      html: page.html,
      rootAttributes: page.rootAttributes,
      head: [page.head, fonts, stylesheets, page.styles].filter(Boolean).join('\n    '),
      // Modulepreloads of the entry's imports, then the entry (it notes the arrival and holds early
      // input), then the prefetches of what starts when the visitor acts.
      scripts: deferredPastFirstPaint([...entry.preloads, entry.script, ...[...entry.startUp, ...pageChunks].map(prefetch)]),
    });
    inlineScriptHashes(html).forEach((hash) => scriptHashes.add(hash));
    writeFile(distDir, file, html);
    return page;
  };

  const titles = new Map();
  for (const url of server.publicUrls()) {
    const file = fileForUrl(url);
    const page = emit(url, file);
    if (titles.has(page.meta.title)) throw new Error(`${url} has the same title as ${titles.get(page.meta.title)}`);
    titles.set(page.meta.title, url);
    pages[url] = file;
  }
  emit(server.NOT_FOUND_RENDER_PATH, '404.html');

  // The admin panel renders in the browser only; search engines are told to stay out.
  const adminShell = fillTemplate(template, {
    head: [server.adminShellHead(), stylesheets, ...entry.preloads, ...entry.startUp.map(modulePreload)].join('\n    '),
    html: '',
    scripts: entry.script,
    rootAttributes: '',
  });
  inlineScriptHashes(adminShell).forEach((hash) => scriptHashes.add(hash));
  writeFile(distDir, 'admin.html', adminShell);

  writeFile(distDir, 'sitemap.xml', server.sitemapXml(siteUrl));
  writeFile(distDir, 'robots.txt', server.robotsTxt(siteUrl));
  writeFile(distDir, 'csp.json', JSON.stringify({ scriptHashes: [...scriptHashes].sort() }, null, 2) + '\n');
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
