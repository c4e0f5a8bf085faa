import { useEffect, useState, useSyncExternalStore } from 'react';
import { lazyReceiptUpload } from './lazyReceiptUpload';
import type { ReceiptUpload, ReceiptUploadSnapshot } from './receiptUpload';

/**
 * A receipt control's upload pipeline, kept for the control's life: a thin adapter over
 * {@link lazyReceiptUpload} (ARCHITECTURE.md "House rules"). With `warm`, the pipeline and the
 * client's progress upload (XMLHttpRequest), lazy chunks both (ARCHITECTURE.md "Bundles"), are
 * fetched while the field is on screen, so the first upload does not wait for them.
 *
 * @example
 * const [snapshot, receipts] = useReceiptUpload(editable && Boolean(props.upload));
 */
export function useReceiptUpload(warm: boolean): [ReceiptUploadSnapshot, ReceiptUpload] {
  const [receipts] = useState(() => lazyReceiptUpload());
  const snapshot = useSyncExternalStore(
    receipts.subscribe,
    receipts.getSnapshot,
    receipts.getSnapshot,
  );
  useEffect(() => () => receipts.dispose(), [receipts]);
  useEffect(() => {
    if (!warm) return;
    receipts.warm();
    void import('../../core/http/exchangeXhr');
  }, [warm, receipts]);
  return [snapshot, receipts];
}
