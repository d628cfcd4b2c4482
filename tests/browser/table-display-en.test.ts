// Issue 10: the table display's matrix (display-matrix.ts) in English.
import { displayMatrix } from './display-matrix';

displayMatrix('en', 'en-US');
