// axe-core in any engine: its source sent as the body of a page script (no eval, so the app's CSP is not in the way).
import axe from 'axe-core';
import type { Driver, PageScript } from './driver';

type WithAxe = typeof globalThis & { axe?: typeof axe };

// A function whose text is axe's source: every client sends a function's text to the page as it is.
const inject = new Function(`${axe.source};\nreturn true;`) as PageScript<null, boolean>;

/** axe's violations on the page as it is now, one line each: `rule: targets`. */
export async function axeViolations(d: Driver): Promise<string[]> {
  if (!(await d.evaluate(() => typeof (globalThis as WithAxe).axe?.run === 'function', null))) {
    await d.evaluate(inject, null);
    await d.evaluate(() => (globalThis as WithAxe).axe!.configure({ allowedOrigins: ['<same_origin>'] }), null);
  }
  return d.evaluate(async () => {
    const result = await (globalThis as WithAxe).axe!.run(document);
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, null);
}
