// Runs before each test file of `npm run mutation` (scripts/mutation.vitest.config.mjs keeps one module graph from run
// to run). A static mutant changes what a module does as it loads: for it, every module loads anew.
import { inject, vi } from 'vitest';

if (inject('mutantActivation') === 'static') vi.resetModules();
