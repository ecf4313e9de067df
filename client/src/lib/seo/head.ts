import { company } from '../company';
import { organizationJsonLd, type JsonLd } from './jsonLd';

/** What a page says about itself to search engines and social previews. */
export interface PageMeta {
  /** Without the company name: the head adds ` | Vakleads` unless the title already names it. */
  title: string;
  /** 120-160 characters read best in search results. */
  description: string;
  keywords: readonly string[];
  /** Page-specific structured data; the Organization/LocalBusiness block is always added. */
  jsonLd?: readonly JsonLd[];
  /** `article` for case studies, `website` otherwise. */
  ogType?: 'website' | 'article';
  /** Not-found and admin pages: no canonical, `noindex`. */
  noindex?: boolean;
}

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; attrs: Record<string, string>; text: string };

/** Marks the tags that belong to the current page, so client navigation can replace them. */
export const HEAD_TAG_MARKER = 'data-page-head';

export const OG_IMAGE_PATH = '/og-image.png';

export function fullTitle(title: string): string {
  return title.includes(company.name) ? title : `${title} | ${company.name}`;
}

/** `/over-ons/` and `/over-ons` are one page; we link and canonicalise without the slash. */
export function canonicalPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The page's head tags. `origin` is SITE_URL: at build time the prerender passes the build's
 * SITE_URL (and the server rewrites it when it serves under another one); in the browser it is
 * read back from the served canonical link.
 */
export function buildHeadTags(meta: PageMeta, origin: string, pathname: string): HeadTag[] {
  const title = fullTitle(meta.title);
  const url = origin + canonicalPath(pathname);
  const tags: HeadTag[] = [
    { tag: 'title', text: title },
    { tag: 'meta', attrs: { name: 'description', content: meta.description } },
    { tag: 'meta', attrs: { name: 'keywords', content: meta.keywords.join(', ') } },
  ];
  if (meta.noindex) {
    tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  } else {
    tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } });
  }
  tags.push(
    { tag: 'meta', attrs: { property: 'og:type', content: meta.ogType ?? 'website' } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: company.name } },
    { tag: 'meta', attrs: { property: 'og:locale', content: 'nl_NL' } },
    { tag: 'meta', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', attrs: { property: 'og:description', content: meta.description } },
    { tag: 'meta', attrs: { property: 'og:url', content: url } },
    { tag: 'meta', attrs: { property: 'og:image', content: origin + OG_IMAGE_PATH } },
    { tag: 'meta', attrs: { property: 'og:image:width', content: '1200' } },
    { tag: 'meta', attrs: { property: 'og:image:height', content: '630' } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
  );
  for (const data of [organizationJsonLd(), ...(meta.jsonLd ?? [])]) {
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: serializeJsonLd(data, origin) });
  }
  return tags;
}

const URL_KEYS = new Set(['url', '@id', 'item', 'image', 'logo', 'mainEntityOfPage']);

/**
 * JSON-LD with site-relative URLs ("/diensten/google-ads") made absolute, and `<` escaped so the
 * data can never close its script element.
 */
export function serializeJsonLd(data: JsonLd, origin: string): string {
  return JSON.stringify(data, (key, value: unknown) =>
    URL_KEYS.has(key) && typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? origin + value : value,
  ).replace(/</g, '\\u003c');
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** The tags as HTML for the prerendered head. */
export function renderHeadTags(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      if (tag.tag === 'title') return `<title>${escapeText(tag.text)}</title>`;
      const attrs = Object.entries({ ...tag.attrs, [HEAD_TAG_MARKER]: '' })
        .map(([name, value]) => (value === '' ? name : `${name}="${escapeAttr(value)}"`))
        .join(' ');
      // JSON-LD is already escaped by serializeJsonLd; HTML-escaping it would corrupt the JSON.
      if (tag.tag === 'script') return `<script ${attrs}>${tag.text}</script>`;
      return `<${tag.tag} ${attrs}>`;
    })
    .join('\n    ');
}

/** Replaces the previous page's tags in the live document (client-side navigation). */
export function applyHeadTags(tags: readonly HeadTag[], doc: Document = document): void {
  doc.head.querySelectorAll(`[${HEAD_TAG_MARKER}]`).forEach((element) => element.remove());
  for (const tag of tags) {
    if (tag.tag === 'title') {
      doc.title = tag.text;
      continue;
    }
    const element = doc.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
    element.setAttribute(HEAD_TAG_MARKER, '');
    if (tag.tag === 'script') element.textContent = tag.text;
    doc.head.appendChild(element);
  }
}
