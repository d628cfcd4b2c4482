// Issue 10: the table display's matrix (display-matrix.ts) in French.
import { displayMatrix } from './display-matrix';

displayMatrix('fr', 'fr-FR');
