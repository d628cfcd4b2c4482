import { describe, expect, it } from 'vitest';
import { headersFor } from '../../../scripts/harness.mjs';
import { CSP, headersFile, HEADERS, metaPolicy, normalizeBase } from '../../../scripts/hosting.mjs';

describe('hosting: base path and headers from one source', () => {
  it('BASE is normalised to a leading and a trailing slash, and empty means the root', () => {
    expect(normalizeBase(undefined)).toBe('/');
    expect(normalizeBase('')).toBe('/');
    expect(normalizeBase('/')).toBe('/');
    expect(normalizeBase('skull-table')).toBe('/skull-table/');
    expect(normalizeBase('/skull-table')).toBe('/skull-table/');
    expect(normalizeBase(' //games/skull-table// ')).toBe('/games/skull-table/');
  });

  it('`_headers` applies every header to everything under the base, and nothing outside it', () => {
    const file = headersFile('/skull-table/');
    expect(headersFor(file, '/skull-table/')).toEqual(HEADERS);
    expect(headersFor(file, '/skull-table/assets/index.js')).toEqual(HEADERS);
    expect(headersFor(file, '/skull-table/sw.js')).toEqual({ ...HEADERS, 'Cache-Control': 'no-cache' });
    expect(headersFor(file, '/elsewhere/')).toEqual({});
  });

  it('the header policy has frame-ancestors; the meta policy is the same without it', () => {
    expect(HEADERS['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(metaPolicy()).not.toContain('frame-ancestors');
    expect(`${metaPolicy()}; frame-ancestors ${CSP['frame-ancestors']}`).toBe(HEADERS['Content-Security-Policy']);
  });
});
