// @vitest-environment node
// The loader of the review's and the languages' chunks: one load shared by every caller, read
// synchronously once it has come, and tried again after a load that failed (offline).
import { describe, expect, it, vi } from 'vitest';
import { lazyChunk } from '../../../../src/core/base/lazyChunk';

describe('lazyChunk', () => {
  it('loads once for every caller, tells its listeners once, and is read at once after', async () => {
    const importer = vi.fn(async () => 'code');
    const chunk = lazyChunk(importer);
    const told = vi.fn();
    chunk.subscribe(told);
    expect(chunk.current()).toBeNull();
    await Promise.all([chunk.load(), chunk.load()]);
    await chunk.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(told).toHaveBeenCalledTimes(1);
    expect(chunk.current()).toBe('code');
  });

  it('rejects a load that failed for its callers, and the next call tries again', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('code');
    const chunk = lazyChunk(importer);
    await expect(chunk.load()).rejects.toThrow('Failed to fetch');
    expect(chunk.current()).toBeNull();
    expect(chunk.failed()).toBe(true);
    const again = chunk.load();
    // A new load is under way: the chunk is no longer one that failed.
    expect(chunk.failed()).toBe(false);
    await again;
    expect(importer).toHaveBeenCalledTimes(2);
    expect(chunk.current()).toBe('code');
  });
});
