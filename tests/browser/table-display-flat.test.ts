// Issue 10: the table display's matrix (display-matrix.ts) in English, flat on the table: the default edges on a phone
// and a tablet, and players at all four edges of a tablet.
import { displayMatrix, PASSES } from './display-matrix';

displayMatrix('en', 'en-US', PASSES.flat);
