/**
 * The prerender stamps the root element with the path it rendered; the not-found page, served for
 * every unknown path, carries NOT_FOUND_MARKER instead. The admin shell's marker is empty.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const NOT_FOUND_MARKER = '*';
