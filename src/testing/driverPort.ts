import type { ProbeAnswer, ProbeRequest } from './probeTypes';

/** A file a driver attaches: a `File` in the page, or its parts (Playwright sends bytes). */
export interface DriverFile {
  name: string;
  /** The MIME type the file declares, e.g. `image/png`. */
  type: string;
  contents: Uint8Array;
}

/**
 * What the driver needs of a target: run the probe where the page is, and act like a user on the
 * element the probe marked (its selector, `[data-ef-driver="…"]`). Every adapter is this small
 * so the driver's logic is one copy (ARCHITECTURE.md "Testing driver").
 */
export interface DriverPort {
  probe(request: ProbeRequest): Promise<ProbeAnswer>;
  click(selector: string): Promise<void>;
  /** Replace the control's text with `text`, the way a user types it. */
  fill(selector: string, text: string): Promise<void>;
  /** A key, or the form's undo keys (`Undo`: Ctrl+Z, `Redo`: Shift+Ctrl+Z). */
  press(selector: string, key: 'Enter' | 'Escape' | 'Undo' | 'Redo'): Promise<void>;
  /** Focus leaves the control (a typed field commits on blur). */
  blur(selector: string): Promise<void>;
  upload(selector: string, files: readonly (File | DriverFile)[]): Promise<void>;
}
