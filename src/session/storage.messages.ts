import { areaMessages } from '../i18n';

// Lazy like every area but the first screen's: only the game and saved-games screens show these warnings.
export const messages = areaMessages('storage');
