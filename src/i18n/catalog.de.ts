// Every German string of the lazy screens, in one chunk (`lang-de`, vite.config.ts) that loads on its own.
import type { Catalog } from './catalog.en';
import { de as basics } from '../reference/basics.de';
import { de as bidding } from '../reference/bidding.de';
import { de as examples } from '../reference/examples.de';
import { de as help } from '../reference/help.de';
import { de as outcomes } from '../reference/outcomes.de';
import { de as reference } from '../reference/reference.de';
import { de as variants } from '../reference/variants.de';
import { de as storage } from '../session/storage.de';
import { de as night } from '../ui/night/night.de';
import { de as players } from '../ui/players/players.de';
import { de as share } from '../share/share.de';
import { de as practice } from '../ui/practice/practice.de';
import { de as ruleErrors } from '../ui/ruleErrors.de';
import { de as sessions } from '../ui/sessions/sessions.de';
import { de as comfort } from '../ui/settings/comfort.de';
import { de as settings } from '../ui/settings/settings.de';
import { de as setup } from '../ui/setup/setup.de';
import { de as stats } from '../ui/stats/stats.de';
import { de as display } from '../ui/table/display.de';
import { de as history } from '../ui/table/history.de';
import { de as table } from '../ui/table/table.de';
import { de as cards } from '../ui/table/cards.de';

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
