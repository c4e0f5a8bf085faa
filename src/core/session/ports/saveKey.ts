/** The part of Web Crypto a save key needs; `randomUUID` exists only in secure contexts. */
export type KeyRandomness = Pick<Crypto, 'getRandomValues'> & {
  randomUUID?: (() => string) | undefined;
};

/**
 * A new idempotency key for one save attempt: a version 4 UUID. `crypto.randomUUID`
 * exists only in secure contexts (ARCHITECTURE.md "Toolchain": an app served over plain http on a LAN has
 * none), so without it the UUID is built from `crypto.getRandomValues`, which every context has.
 *
 * @example
 * const key = newSaveKey(); // '3b241101-e2bb-4255-8caf-4136c566a962'
 */
export function newSaveKey(randomness: KeyRandomness = globalThis.crypto): string {
  if (typeof randomness.randomUUID === 'function') return randomness.randomUUID();
  const bytes = randomness.getRandomValues(new Uint8Array(16));
  // RFC 9562 section 5.4: version 4 in the high nibble of byte 6, variant 10 in byte 8.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
