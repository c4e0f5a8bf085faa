/**
 * True where the app is built for development (a bundler replaces `process.env.NODE_ENV`):
 * misuse warnings are written to the console only there.
 *
 * @example
 * if (developing()) console.warn('expense-fields: …');
 */
export function developing(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return true; // no bundler and no `process`: a development page
  }
}
