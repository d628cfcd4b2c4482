// Every French string of the lazy screens, in one chunk (`lang-fr`, vite.config.ts) that loads on its own.
import type { Catalog } from './catalog.en';
import { fr as basics } from '../reference/basics.fr';
import { fr as bidding } from '../reference/bidding.fr';
import { fr as examples } from '../reference/examples.fr';
import { fr as help } from '../reference/help.fr';
import { fr as outcomes } from '../reference/outcomes.fr';
import { fr as reference } from '../reference/reference.fr';
import { fr as variants } from '../reference/variants.fr';
import { fr as storage } from '../session/storage.fr';
import { fr as night } from '../ui/night/night.fr';
import { fr as players } from '../ui/players/players.fr';
import { fr as share } from '../share/share.fr';
import { fr as practice } from '../ui/practice/practice.fr';
import { fr as ruleErrors } from '../ui/ruleErrors.fr';
import { fr as sessions } from '../ui/sessions/sessions.fr';
import { fr as comfort } from '../ui/settings/comfort.fr';
import { fr as settings } from '../ui/settings/settings.fr';
import { fr as setup } from '../ui/setup/setup.fr';
import { fr as stats } from '../ui/stats/stats.fr';
import { fr as display } from '../ui/table/display.fr';
import { fr as history } from '../ui/table/history.fr';
import { fr as table } from '../ui/table/table.fr';
import { fr as cards } from '../ui/table/cards.fr';

export const catalog: Catalog = {
  basics,
  bidding,
  examples,
  help,
  outcomes,
  reference,
  variants,
  storage,
  night,
  players,
  practice,
  ruleErrors,
  sessions,
  comfort,
  settings,
  setup,
  stats,
  table,
  history,
  display,
  share,
  cards,
};
