import { version } from 'react';
import { version as domVersion } from 'react-dom';
import { expect, it } from 'vitest';

// The browser-react18 project sets EXPECT_REACT: it proves its aliases took effect.
it('runs on the React its project resolves', () => {
  const want = import.meta.env.EXPECT_REACT ?? '19';
  expect(version.split('.')[0]).toBe(want);
  expect(domVersion.split('.')[0]).toBe(want);
});
