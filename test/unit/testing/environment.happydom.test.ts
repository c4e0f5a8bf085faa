// The unit-happydom project (vite.config.ts) runs the driver's tests in happy-dom: this file
// fails if that project ever runs in another DOM, so the manual's happy-dom claim stays tested.
import { describe, expect, it } from 'vitest';

describe('the unit-happydom project', () => {
  it('runs in happy-dom, not jsdom', () => {
    expect(navigator.userAgent).toContain('HappyDOM');
    expect(navigator.userAgent).not.toContain('jsdom');
  });
});
