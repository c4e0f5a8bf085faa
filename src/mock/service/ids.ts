/**
 * Deterministic ids: a kind prefix and a counter, as 32 hex digits without dashes (spec 2.1).
 * The same requests in the same order get the same ids.
 *
 * @example
 * const ids = createIdSource();
 * ids.next('c0'); // 'c0000000000000000000000000000001'
 */
export function createIdSource() {
  const counters = new Map<string, number>();
  return {
    next(prefix: string): string {
      const count = (counters.get(prefix) ?? 0) + 1;
      counters.set(prefix, count);
      return mockId(prefix, count);
    },
    reset(): void {
      counters.clear();
    },
  };
}

/**
 * A fixed id: `prefix` (hex) padded with the number to 32 hex digits.
 *
 * @example
 * mockId('a1', 2); // 'a1000000000000000000000000000002'
 */
export function mockId(prefix: string, n: number): string {
  const tail = n.toString(16);
  return `${prefix}${'0'.repeat(32 - prefix.length - tail.length)}${tail}`;
}
