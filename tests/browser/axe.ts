// axe-core on the page under test, injected once per document. AxeBuilder.analyze() injects axe's 1.3 MB source
// and opens a blank page for axe.finishRun on every call: about 4× slower than axe.run on a page that has axe already.
// axe.run is what AxeBuilder's own legacy mode calls; the app has no frames, so nothing goes unchecked.
import axe from 'axe-core'; // declared at the version @axe-core/playwright pins: the same rules
import type { Page } from 'playwright-core';

interface Options {
  /** Only these rules (AxeBuilder's withRules). */
  rules?: string[];
  /** Only inside this selector (AxeBuilder's include). */
  include?: string;
}

type WithAxe = typeof globalThis & { axe?: typeof axe };

/** axe's violations on the page as it is now, one line each: `rule: targets`. */
export async function axeViolations(page: Page, { rules, include }: Options = {}): Promise<string[]> {
  // A navigation to another document drops axe; a hash change keeps it (and its run is independent of the last one).
  if (!(await page.evaluate(() => typeof (globalThis as WithAxe).axe?.run === 'function'))) {
    await page.evaluate(axe.source);
    await page.evaluate(() => (globalThis as WithAxe).axe!.configure({ allowedOrigins: ['<same_origin>'] }));
  }
  const options: axe.RunOptions = rules ? { runOnly: { type: 'rule', values: rules } } : {};
  const violations = await page.evaluate(
    async ({ options, include }) => {
      const result = await (globalThis as WithAxe).axe!.run(include ? { include: [include] } : document, options);
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    { options, include },
  );
  return violations;
}
