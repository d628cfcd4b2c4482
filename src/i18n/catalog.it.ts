// Every Italian string of the lazy screens, in one chunk (`lang-it`, vite.config.ts) that loads on its own.
import type { Catalog } from './catalog.en';
import { it as basics } from '../reference/basics.it';
import { it as bidding } from '../reference/bidding.it';
import { it as examples } from '../reference/examples.it';
import { it as help } from '../reference/help.it';
import { it as outcomes } from '../reference/outcomes.it';
import { it as reference } from '../reference/reference.it';
import { it as variants } from '../reference/variants.it';
import { it as storage } from '../session/storage.it';
import { it as night } from '../ui/night/night.it';
import { it as players } from '../ui/players/players.it';
import { it as share } from '../share/share.it';
import { it as practice } from '../ui/practice/practice.it';
import { it as ruleErrors } from '../ui/ruleErrors.it';
import { it as sessions } from '../ui/sessions/sessions.it';
import { it as comfort } from '../ui/settings/comfort.it';
import { it as settings } from '../ui/settings/settings.it';
import { it as setup } from '../ui/setup/setup.it';
import { it as stats } from '../ui/stats/stats.it';
import { it as display } from '../ui/table/display.it';
import { it as history } from '../ui/table/history.it';
import { it as table } from '../ui/table/table.it';
import { it as cards } from '../ui/table/cards.it';

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
