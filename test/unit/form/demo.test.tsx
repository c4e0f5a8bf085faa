// Small things a new user of the demo met.
import { existsSync, readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DemoApp } from '../../../src/demo/DemoApp';
import { setupMockServer } from '../../tools/formHarness';

setupMockServer();

describe('the demo', () => {
  it('says its service is simulated and a scan fills in made-up values', async () => {
    render(<DemoApp />);
    expect(await screen.findByRole('textbox', { name: /^Report name/ })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      "This demo's service is simulated: a receipt's scan fills in made-up values.",
    );
  });

  it('declares an icon that exists, so the page asks for no missing /favicon.ico', () => {
    const page = new DOMParser().parseFromString(
      readFileSync('src/demo/index.html', 'utf8'),
      'text/html',
    );
    const icon = page.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    expect(icon?.getAttribute('href')).toBe('/favicon.svg');
    expect(existsSync(`public${icon?.getAttribute('href') ?? ''}`)).toBe(true);
  });
});
