/**
 * Bounds the API enforces, in one place. docs/lead-api.md fixes depth (10) and body size (100 kB); the
 * rest are ours, sized so that every screen of the admin panel fits with room to spare.
 */
export const MAX_BODY_BYTES = '100kb';

/**
 * The one exception: `importAdSpend` carries an export file of up to 5 MB (ad-spend-file.rules.ts)
 * as JSON text, whose escapes (a quote becomes two characters) can make it up to twice as long. An
 * admin's request may be this large, but only when it is that one mutation alone (app.ts).
 */
export const MAX_IMPORT_BODY_BYTES = '12mb';
export const LARGE_BODY_OPERATIONS: readonly string[] = ['importAdSpend'];

/** Nesting of fields in one operation (introspection's own nesting is not counted). */
export const MAX_QUERY_DEPTH = 10;

/**
 * graphql-query-complexity's score of one operation: every field costs 1 unless it says otherwise,
 * and lists multiply what they contain by LIST_COMPLEXITY_FACTOR (see listComplexity).
 */
export const MAX_QUERY_COMPLEXITY = 2_000;
export const LIST_COMPLEXITY_FACTOR = 20;

/** Aliased fields in one document: aliases are how many calls get packed into one request. */
export const MAX_ALIASES = 15;

/** Top-level fields in one operation. */
export const MAX_ROOT_FIELDS = 10;

/** Lexical tokens in one document, so a huge query is refused before it is even parsed fully. */
export const MAX_QUERY_TOKENS = 5_000;

export const EMAIL_MAX_LENGTH = 254;
/** Long passphrases are welcome; the upper bound only keeps hashing cheap to refuse. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;
export const ROLE_MAX_LENGTH = 50;
export const API_TOKEN_NAME_MAX_LENGTH = 100;
