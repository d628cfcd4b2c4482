// Issue 10: the table display's matrix (display-matrix.ts) in French, upright.
import { displayMatrix, PASSES } from './display-matrix';

displayMatrix('fr', 'fr-FR', PASSES.upright);
