// Every English string of the lazy screens, in one chunk (`lang-en`, vite.config.ts) that loads on its own.
import { en as basics } from '../reference/basics.en';
import { en as bidding } from '../reference/bidding.en';
import { en as examples } from '../reference/examples.en';
import { en as help } from '../reference/help.en';
import { en as outcomes } from '../reference/outcomes.en';
import { en as reference } from '../reference/reference.en';
import { en as variants } from '../reference/variants.en';
import { en as storage } from '../session/storage.en';
import { en as night } from '../ui/night/night.en';
import { en as players } from '../ui/players/players.en';
import { en as share } from '../share/share.en';
import { en as practice } from '../ui/practice/practice.en';
import { en as ruleErrors } from '../ui/ruleErrors.en';
import { en as sessions } from '../ui/sessions/sessions.en';
import { en as comfort } from '../ui/settings/comfort.en';
import { en as settings } from '../ui/settings/settings.en';
import { en as setup } from '../ui/setup/setup.en';
import { en as stats } from '../ui/stats/stats.en';
import { en as display } from '../ui/table/display.en';
import { en as history } from '../ui/table/history.en';
import { en as table } from '../ui/table/table.en';
import { en as cards } from '../ui/table/cards.en';

export const catalog = {
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

/** The shape every language's catalog must have: English's areas and keys. */
export type Catalog = typeof catalog;
