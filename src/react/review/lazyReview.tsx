import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { lazyChunk } from '../../core/base/lazyChunk';
import type { FieldItem } from '../../core/wire/model/types';
import type { FieldsFormContextValue } from '../form/FieldsFormContext';
import { useChunkForHydration } from '../form/suspendFor';

const reviewChunk = lazyChunk(() =>
  import('./reviewFields').then((module) => module.reviewElements),
);

/**
 * Loads the review's code (a chunk of its own: a form that only edits never downloads it). The
 * first review on screen loads it and says "Loading" until it comes; a server render that awaited
 * it renders the review at once, and a page hydrating that HTML keeps it until the chunk has come
 * (the review suspends), so preloading is a head start, never needed for a correct page.
 *
 * @example
 * await preloadReview();
 * const html = renderToString(<FieldsForm mode="review" initialEnvelope={envelope} source={source} />);
 */
export function preloadReview(): Promise<void> {
  return reviewChunk.load();
}

function ReviewList(props: { items: readonly FieldItem[]; form: FieldsFormContextValue }) {
  // A server render and a hydration draw the review itself (they wait for the chunk); a render in
  // the browser says "Loading" until it comes, and draws again then (subscribed).
  useChunkForHydration(reviewChunk);
  const draw = useSyncExternalStore(
    reviewChunk.subscribe,
    reviewChunk.current,
    reviewChunk.current,
  );
  if (draw) return draw(props.items, props.form);
  // The first review on screen asks for it; after a failed load, the next render asks again.
  preloadReview().catch(() => undefined);
  return loadingReview(props.form);
}

function loadingReview(form: FieldsFormContextValue) {
  return (
    <p className="ef-progress" role="status" aria-busy="true">
      {form.messages.loading}
    </p>
  );
}

/**
 * The fields of a review (`mode="review"`) as text, drawn by the review's chunk
 * (`reviewElements`); "Loading" while the chunk first loads in the browser.
 *
 * @example
 * return reviewList(envelope.fields, useFieldsFormContext());
 */
export function reviewList(items: readonly FieldItem[], form: FieldsFormContextValue): ReactNode {
  return (
    <Suspense fallback={loadingReview(form)}>
      <ReviewList items={items} form={form} />
    </Suspense>
  );
}
