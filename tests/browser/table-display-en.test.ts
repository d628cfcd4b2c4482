// Issue 10: the table display's matrix (display-matrix.ts) in English, upright; table-display-flat.test.ts lays it flat.
import { displayMatrix, PASSES } from './display-matrix';

displayMatrix('en', 'en-US', PASSES.upright);
