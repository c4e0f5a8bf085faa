// First: React looks for the DevTools hook when react-dom loads (render counts, issue 14).
import './renderCounter';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
