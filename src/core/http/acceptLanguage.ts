import type { SendInit } from './sender';

/** A call's send options and the locale its `Accept-Language` names. */
export type CallInit = SendInit & { locale?: string };

/**
 * The `Accept-Language` value of a locale: the tag itself, and its language after it when the
 * tag names more (`de-CH, de;q=0.9`), so a service that knows only the language still answers in
 * it. Null for a tag that is not BCP 47 (nothing is sent then: the browser's own goes). A
 * canonical tag holds only letters, digits and `-`, which keeps the header CORS-safelisted.
 *
 * @example
 * acceptLanguage('nb_NO'); // 'nb-NO, nb;q=0.9'
 */
export function acceptLanguage(locale: string): string | null {
  let tag: string | undefined;
  try {
    tag = Intl.getCanonicalLocales(locale.replace(/_/g, '-'))[0];
  } catch {
    return null;
  }
  if (!tag) return null;
  const language = tag.split('-')[0] ?? tag;
  return language === tag ? tag : `${tag}, ${language};q=0.9`;
}

/**
 * A call's send options with its locale as a header (the `acceptLanguageHeader` wire name; none
 * when that is null or the call has no locale).
 *
 * @example
 * withLanguage({ signal, locale: 'sv' }, 'Accept-Language').headers; // { 'Accept-Language': 'sv' }
 */
export function withLanguage({ locale, ...init }: CallInit, header: string | null): SendInit {
  const value = header && locale ? acceptLanguage(locale) : null;
  return value === null
    ? init
    : { ...init, headers: { ...init.headers, [header as string]: value } };
}

/**
 * What every call passes on of its options: the abort signal and the locale.
 *
 * @example
 * send('GET', target, callOptions(requestOptions));
 */
export const callOptions = ({ signal, locale }: { signal?: AbortSignal; locale?: string }) => ({
  signal,
  locale,
});
