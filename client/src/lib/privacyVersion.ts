/**
 * The version of the privacy statement (/privacy) the site shows. Every lead stores the version its
 * form linked to; change it whenever the statement's content changes (docs/operations.md). Its own
 * module so the lead API can send it without loading the statement's text.
 */
export const PRIVACY_VERSION = '2026-11-25';
