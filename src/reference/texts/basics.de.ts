import type { en } from './basics.en';

// Die Kurzfassung und der Beginn einer Runde. Eine Zeile ist ein Block (siehe blocks.ts).
export const de: typeof en = {
  quickTitle: 'Die Regeln auf einen Blick',
  quickBody: [
    'Gewinne zwei Herausforderungen oder sorge dafür, dass nur du noch im Spiel bist. Jeder hat ein Tableau und vier Scheiben: drei Blumen und einen Totenkopf.',
    '1. Alle legen eine Scheibe verdeckt auf ihr eigenes Tableau; der Startspieler legt zuletzt.',
    '2. Danach ist im Uhrzeigersinn jeder an der Reihe, beginnend beim Startspieler: Er legt eine Scheibe oben auf seinen Stapel oder eröffnet das Bieten.',
    '3. Mit einem Gebot sagst du an, wie viele Blumen du dir aufzudecken zutraust: von 1 bis zur Zahl aller Scheiben auf dem Tisch, also auf allen Tableaus. Sobald jemand geboten hat, legt niemand mehr eine Scheibe nach.',
    '4. Im Uhrzeigersinn erhöht jeder oder passt. Wer passt, ist für diese Runde raus aus dem Bieten; sein Stapel bleibt aber liegen und darf weiter aufgedeckt werden.',
    '5. Wer am höchsten bietet, ist der Herausforderer: Er deckt die oberste Scheibe seines eigenen Stapels auf, dann die nächste, und erst wenn sein Stapel ganz offen liegt, die obersten Scheiben anderer Stapel. Er hört beim ersten Totenkopf auf oder sobald genug Blumen offen liegen.',
    '6. Genug Blumen: Die Herausforderung ist bestanden, das Tableau wird auf die Blumenseite gedreht und zählt als Punkt. Ein Totenkopf: Der Herausforderer verliert eine Scheibe. Wer keine Scheibe mehr hat, ist ausgeschieden.',
  ].join('\n'),

  setupTitle: 'Aufbau',
  setupBody: [
    'Drei bis sechs Spieler sitzen um den Tisch, und gespielt wird immer im Uhrzeigersinn.',
    'Jeder nimmt ein Tableau, mit der Blumenseite nach unten, und vier Scheiben einer Farbe: drei Blumen und einen Totenkopf. Halte deine Scheiben so, dass niemand sonst ihre Vorderseiten sieht. Noch hat niemand einen Punkt.',
    'Am Tisch wird vereinbart, wer die erste Runde beginnt. Laut Spielanleitung beginnt, wer zuletzt jemandem Blumen geschenkt hat; die App kann auch einen Platz auslosen.',
    'Jetzt werden die Varianten gewählt: Letzte Chance oder die Reiseversion mit Spielkarten. Sobald die Partie läuft, lassen sie sich nicht mehr ändern.',
  ].join('\n'),

  placingTitle: 'Auslegen: eine Scheibe pro Spieler',
  placingBody: [
    'Jede Runde beginnt gleich: Jeder, der noch im Spiel ist, legt eine Scheibe aus seiner Hand verdeckt auf sein Tableau.',
    'Der Startspieler legt seine zuletzt. Niemand legt nach oder bietet, bevor auf jedem Tableau eine Scheibe liegt.',
    'Die Scheiben kommen aufeinander, so liegt auf jedem Tableau ein Stapel: die erste Scheibe unten, die neueste oben. Leg sie leicht versetzt, damit alle sie zählen können, und ordne einen Stapel nie um, wenn seine Scheiben einmal liegen.',
    'Die App fragt nur, ob alle gelegt haben. Sie fragt nie, welche Scheibe jemand gewählt hat.',
  ].join('\n'),

  addingTitle: 'Eine Scheibe nachlegen oder das Bieten eröffnen',
  addingBody: [
    'Dann geht es im Uhrzeigersinn weiter, beginnend beim Startspieler; wer ausgeschieden ist, wird übersprungen. Wenn du am Zug bist, tust du eines von beiden:',
    '- eine Scheibe aus deiner Hand verdeckt oben auf deinen Stapel legen;',
    '- das Bieten eröffnen, indem du eine Zahl ansagst (siehe Bieten).',
    'Deine Hand sind alle deine Scheiben, die nicht auf deinem Tableau liegen, dazu die Letzte-Chance-Scheibe, solange du sie hast. Ist deine Hand leer, musst du das Bieten eröffnen.',
    'Du darfst das Bieten schon in deinem allerersten Zug eröffnen, mit nur einer Scheibe auf deinem Tableau.',
  ].join('\n'),
};
