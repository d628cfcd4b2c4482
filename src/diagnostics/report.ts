// What "Copy for a bug report" copies: which app, which browser, and the errors caught on this device.
import { caughtErrors, type CaughtError } from './caughtErrors';

export interface Diagnostics {
  app: string;
  version: string;
  /** When this version was built (ISO 8601). */
  built: string;
  browser: string;
  errors: CaughtError[];
}

export function diagnostics(): Diagnostics {
  return {
    app: 'Skull Table',
    version: __APP_VERSION__,
    built: __BUILD_DATE__,
    browser: globalThis.navigator?.userAgent ?? 'unknown',
    errors: caughtErrors(),
  };
}

/** Plain JSON, the same in every language, so whoever reads the report reads it as it was. */
export function reportText(d: Diagnostics = diagnostics()): string {
  return JSON.stringify(d, null, 2);
}
