// Regenerates the raster brand images in public/ from public/favicon.svg and the brand colours:
// favicon.ico (32 px PNG inside an ICO container), apple-touch-icon.png (180 px) and
// og-image.png (1200x630, the social preview). Run by hand after a logo or colour change:
//   node client/scripts/generate-brand-images.mjs
// It needs Debian's Chromium (the same one the browser tests use).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const clientDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(clientDir, 'public');
const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
const font = readFileSync(
  require.resolve('@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2'),
).toString('base64');

/** An ICO file holding one PNG image (supported by every browser that asks for favicon.ico). */
function icoFromPng(png, size) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}

const ogHtml = `<!doctype html><html><head><style>
@font-face { font-family: Jakarta; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 200 800; }
* { margin: 0; box-sizing: border-box; }
body { width: 1200px; height: 630px; font-family: Jakarta, sans-serif; color: #fff; padding: 72px 80px;
  background: radial-gradient(900px 500px at 95% -10%, #2550eb 0%, transparent 60%), radial-gradient(700px 400px at -10% 110%, #1e328a 0%, transparent 60%), #0a1020;
  display: flex; flex-direction: column; justify-content: space-between; }
.brand { display: flex; align-items: center; gap: 18px; font-size: 40px; font-weight: 800; letter-spacing: -0.02em; }
.brand svg { width: 64px; height: 64px; }
h1 { font-size: 66px; line-height: 1.08; font-weight: 800; letter-spacing: -0.035em; max-width: 1040px; }
h1 span { color: #93b4fd; }
.sub { font-size: 30px; color: #cbd5e1; margin-top: 24px; }
.stats { display: flex; gap: 48px; font-size: 26px; color: #cbd5e1; }
.stats b { color: #fff; font-size: 34px; display: block; }
</style></head><body>
<div class="brand">${svg}Vakleads</div>
<div><h1>Meer aanvragen voor jouw vakbedrijf. <span>Elke maand weer.</span></h1>
<p class="sub">Google Ads · Facebook &amp; Instagram Ads · Websites die verkopen</p></div>
<div class="stats"><div><b>120K+</b>leads gegenereerd</div><div><b>90+</b>vakbedrijven geholpen</div><div><b>4.9/5</b>klantbeoordeling</div></div>
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  const icon = async (size) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  };
  writeFileSync(join(publicDir, 'favicon.ico'), icoFromPng(await icon(32), 32));
  // The touch icon gets a full square: iOS rounds the corners itself.
  await page.setViewportSize({ width: 180, height: 180 });
  await page.setContent(
    `<html><body style="margin:0;background:#2550eb">${svg.replace('<svg ', '<svg width="180" height="180" ').replace('rx="8"', 'rx="0"')}</body></html>`,
  );
  writeFileSync(join(publicDir, 'apple-touch-icon.png'), await page.screenshot({ clip: { x: 0, y: 0, width: 180, height: 180 } }));
  await page.setViewportSize({ width: 1200, height: 630 });
  await page.setContent(ogHtml, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  writeFileSync(join(publicDir, 'og-image.png'), await page.screenshot({ clip: { x: 0, y: 0, width: 1200, height: 630 } }));
} finally {
  await browser.close();
}
console.log('Wrote favicon.ico, apple-touch-icon.png and og-image.png to client/public');
