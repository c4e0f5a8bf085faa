import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState, type ReactNode } from 'react';

/** A provider that went away after the first render: one client for the rest of the page. */
let late: QueryClient | null = null;
const fallback = () => (late ??= new QueryClient());

/**
 * The query client of a form's LIST values: the app's, when a `QueryClientProvider` is above the
 * form; otherwise a private one of the form's own, created on first render without one and kept
 * for the form's life. Only LIST fields use it, so a form needs no provider.
 *
 * @example
 * <FormQueryClient><FieldList items={envelope.fields} /></FormQueryClient>
 */
export function FormQueryClient({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  // LIST queries set their own retry and stale times; the defaults serve the rest.
  const [own] = useState(() => (provided ? null : new QueryClient()));
  if (provided) return children;
  return <QueryClientProvider client={own ?? fallback()}>{children}</QueryClientProvider>;
}
