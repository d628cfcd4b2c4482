// Every Spanish string of the lazy screens, in one chunk (`lang-es`, vite.config.ts) that loads on its own.
import type { Catalog } from './catalog.en';
import { es as basics } from '../reference/basics.es';
import { es as bidding } from '../reference/bidding.es';
import { es as examples } from '../reference/examples.es';
import { es as help } from '../reference/help.es';
import { es as outcomes } from '../reference/outcomes.es';
import { es as reference } from '../reference/reference.es';
import { es as variants } from '../reference/variants.es';
import { es as storage } from '../session/storage.es';
import { es as night } from '../ui/night/night.es';
import { es as players } from '../ui/players/players.es';
import { es as share } from '../share/share.es';
import { es as practice } from '../ui/practice/practice.es';
import { es as ruleErrors } from '../ui/ruleErrors.es';
import { es as sessions } from '../ui/sessions/sessions.es';
import { es as comfort } from '../ui/settings/comfort.es';
import { es as settings } from '../ui/settings/settings.es';
import { es as setup } from '../ui/setup/setup.es';
import { es as stats } from '../ui/stats/stats.es';
import { es as display } from '../ui/table/display.es';
import { es as history } from '../ui/table/history.es';
import { es as table } from '../ui/table/table.es';
import { es as cards } from '../ui/table/cards.es';

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
