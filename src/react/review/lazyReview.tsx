import { useSyncExternalStore, type ReactNode } from 'react';
import { lazyChunk } from '../../core/base/lazyChunk';
import type { FieldItem } from '../../core/wire/types';
import type { FieldsFormContextValue } from '../FieldsFormContext';

const reviewChunk = lazyChunk(() =>
  import('./reviewFields').then((module) => module.reviewElements),
);

/**
 * Loads the review's code (a chunk of its own: a form that only edits never downloads it). The
 * first review on screen loads it and says "Loading" until it comes; a server render awaits it
 * first, and a page awaits it before `hydrateRoot`, so the review's markup is there at once.
 *
 * @example
 * await preloadReview();
 * const html = renderToString(<FieldsForm mode="review" initialEnvelope={envelope} source={source} />);
 */
export function preloadReview(): Promise<void> {
  return reviewChunk.load();
}

function ReviewList(props: { items: readonly FieldItem[]; form: FieldsFormContextValue }) {
  const draw = useSyncExternalStore(
    reviewChunk.subscribe,
    reviewChunk.current,
    reviewChunk.current,
  );
  if (draw) return draw(props.items, props.form);
  preloadReview().catch(() => undefined);
  return (
    <p className="ef-progress" role="status" aria-busy="true">
      {props.form.messages.loading}
    </p>
  );
}

/**
 * The fields of a review (`mode="review"`) as text, drawn by the review's chunk
 * (`reviewElements`) once it has loaded.
 *
 * @example
 * return reviewList(envelope.fields, useFieldsFormContext());
 */
export function reviewList(items: readonly FieldItem[], form: FieldsFormContextValue): ReactNode {
  return <ReviewList items={items} form={form} />;
}
