/**
 * True for an absolute http or https URL. Server strings become links only through this check
 * (never `javascript:`, `data:` or relative tricks).
 *
 * @example
 * isSafeHttpUrl('https://example.com/receipt'); // true
 * isSafeHttpUrl('javascript:alert(1)'); // false
 */
export function isSafeHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
