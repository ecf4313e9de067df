/** The largest export file the server takes (server/src/ad-spend/ad-spend-file.rules.ts, MAX_FILE_BYTES). */
export const MAX_SPEND_FILE_BYTES = 5 * 1024 * 1024;

/**
 * An export file's text from its bytes, the way the platforms write them: UTF-16 by its byte-order
 * mark (Google Ads' "Excel .csv" is UTF-16 LE), else UTF-8 (its own mark dropped), and Windows-1252
 * for a file that is no valid UTF-8 (a CSV saved by Excel on Windows). The server reads the text.
 */
export function spendFileText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * Whether decoded text can be an export at all: a spreadsheet (.xlsx), PDF or image decodes to
 * control characters, which the server refuses anyway; the screen says what to do instead.
 */
export function isPlainText(text: string): boolean {
  for (const character of text) {
    const code = character.charCodeAt(0);
    if (code === 0x7f || (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d)) return false;
  }
  return true;
}
