// "Share the night": the night as the plain result the share module takes (src/share, wired by the integrator).
import { getLang } from '../../i18n';
import { nightResult, type Evenings, type Night, type NightResult } from '../../session';
import { messages } from './night.messages';

export function nightDate(night: Night): string {
  return new Intl.DateTimeFormat(getLang(), { dateStyle: 'long' }).format(night.start);
}

/** The night's title (in the current language), standings with wins, and games in order, as plain data. */
export function nightShare(night: Night, evenings: Evenings): NightResult {
  return nightResult(night, evenings.roster, evenings.players, messages().shareTitle(nightDate(night)));
}
