/**
 * Joins class lists, leaving out the empty ones: the look's own `clsx`, since the package brings
 * no class helper. Each piece is a whole class list written out in the source, so Tailwind's
 * scanner finds every class name where it is written.
 *
 * @example
 * cn('rounded-md border', invalid && 'border-destructive'); // 'rounded-md border border-destructive'
 */
export function cn(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}
