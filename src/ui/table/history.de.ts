import { plural } from '../../i18n';
import type { en } from './history.en';

// Was der Verlauf und die Ansagen erzählen; ohne Possessivpronomen, damit jeder Name passt.
export const de: typeof en = {
  placed: (starter: string) => `Alle legen eine Scheibe verdeckt auf das eigene Tableau; ${starter} legt zuletzt.`,
  added: (p: string, stack: number) =>
    `${p} legt eine Scheibe nach (${stack} ${plural('de', stack, 'Scheibe', 'Scheiben')} auf dem Tableau).`,
  bid: (p: string, n: number) => `${p} bietet ${n}.`,
  bidAll: (p: string, n: number) =>
    `${p} bietet ${n}, alle Scheiben auf dem Tisch: Die Herausforderung beginnt sofort.`,
  passed: (p: string) => `${p} passt.`,
  flipOwnFlower: (p: string, shown: number, bid: number) =>
    `${p} deckt eine eigene Scheibe auf: eine Blume (${shown} von ${bid}).`,
  flipOwnSkull: (p: string) => `${p} deckt eine eigene Scheibe auf: ein Totenkopf!`,
  flipFlower: (p: string, owner: string, shown: number, bid: number) =>
    `${p} deckt die Scheibe von ${owner} auf: eine Blume (${shown} von ${bid}).`,
  flipSkull: (p: string, owner: string) => `${p} deckt die Scheibe von ${owner} auf: ein Totenkopf!`,
  chose: (p: string, q: string) => `${p} bestimmt, dass ${q} in dieser Runde beginnt.`,
  abandoned: 'Die Runde wird abgebrochen: Alle Scheiben gehen zurück, und derselbe Spieler beginnt neu.',
  success: (p: string) => `Bestanden! ${p} dreht das Tableau auf die Blumenseite.`,
  successWin: (p: string) => `Bestanden! ${p} hat zwei Punkte und gewinnt die Partie.`,
  failRandom: (owner: string, p: string) =>
    `${p} sammelt alle eigenen Scheiben ein, vom Tableau und von der Hand, und mischt sie verdeckt. ${owner} zieht eine, ohne hinzusehen, und legt sie in die Schachtel.`,
  failChoice: (p: string) => `${p}, wähle heimlich eine deiner Scheiben und leg sie verdeckt in die Schachtel.`,
  lostLastChance: (p: string) => `${p} legt die Letzte-Chance-Scheibe und die letzte eigene Scheibe in die Schachtel.`,
  lastDiscGone: (p: string) => `${p} legt die letzte eigene Scheibe in die Schachtel.`,
  eliminated: (p: string) => `${p} ist ausgeschieden: Das Tableau verlässt den Tisch.`,
  gotLastChance: (p: string, round: number) =>
    `${p} hat nur noch eine Scheibe und bekommt die Letzte-Chance-Scheibe, eine Blume, nur für Runde ${round}. Scheitert in dieser Runde eine eigene Herausforderung, sind beide Scheiben weg: ausgeschieden.`,
  returnLastChance: (p: string) => `${p} gibt die Letzte-Chance-Scheibe zurück.`,
  lastStanding: (p: string) => `Nur ${p} ist noch im Spiel und gewinnt.`,
  nextStarter: (p: string, round: number) => `${p} beginnt Runde ${round}.`,
  chooseStarter: (p: string, round: number) => `${p}, du bist ausgeschieden: Wähle, wer Runde ${round} beginnt.`,
  takeBack: 'Alle nehmen die Scheiben von ihrem Tableau zurück.',
  undone: (s: string) => `Rückgängig gemacht: ${s}`,
  redone: (s: string) => `Wiederholt: ${s}`,
  summaryWon: (p: string, bid: number) => `${p} hat ${bid} geboten und die Herausforderung bestanden.`,
  summaryOwnSkull: (p: string, bid: number) => `${p} hat ${bid} geboten und den eigenen Totenkopf aufgedeckt.`,
  summarySkull: (p: string, bid: number, owner: string) =>
    `${p} hat ${bid} geboten und den Totenkopf von ${owner} aufgedeckt.`,
  summaryOut: (p: string) => `${p} ist ausgeschieden.`,
  summaryAbandoned: 'Abgebrochen und neu gespielt.',
  summaryUnfinished: 'Nicht beendet.',
  roundHeading: (n: number) => `Runde ${n}`,
  roundAbandoned: (n: number) => `Runde ${n} (abgebrochen)`,
};
