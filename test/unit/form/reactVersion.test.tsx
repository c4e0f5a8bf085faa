import { version } from 'react';
import { version as domVersion } from 'react-dom';
import { expect, it } from 'vitest';

it('runs on the React its project resolves', () => {
  const want = process.env.EXPECT_REACT ?? '19';
  expect(version.split('.')[0]).toBe(want);
  expect(domVersion.split('.')[0]).toBe(want);
});
