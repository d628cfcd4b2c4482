import type { en } from './rulesCards.en';
import { cardTableLines } from './variants.de';

// R3: die Regeltexte für einen Tisch, der mit Karten spielt, unter dem Schlüssel ihres Abschnitts. Eine Zeile ist ein
// Block (siehe blocks.ts).
export const de: typeof en = {
  quickBody: [
    'Gewinne zwei Herausforderungen oder sorge dafür, dass nur du noch im Spiel bist. Jeder hat vier Karten: drei Blumen (Zahlenkarten) und einen Totenkopf (eine Bildkarte).',
    '1. Alle legen eine Karte verdeckt vor sich, ihren Stapel; der Startspieler legt zuletzt.',
    '2. Danach ist im Uhrzeigersinn jeder an der Reihe, beginnend beim Startspieler: Er legt eine Karte oben auf seinen Stapel oder eröffnet das Bieten.',
    '3. Mit einem Gebot sagst du an, wie viele Blumen du dir aufzudecken zutraust: von 1 bis zur Zahl aller Karten auf dem Tisch, also in allen Stapeln. Sobald jemand geboten hat, legt niemand mehr eine Karte nach.',
    '4. Im Uhrzeigersinn erhöht jeder oder passt. Wer passt, ist für diese Runde raus aus dem Bieten; sein Stapel bleibt aber liegen und darf weiter aufgedeckt werden.',
    '5. Wer am höchsten bietet, ist der Herausforderer: Er deckt die oberste Karte seines eigenen Stapels auf, dann die nächste, und erst wenn sein Stapel ganz offen liegt, die obersten Karten anderer Stapel. Er hört beim ersten Totenkopf auf oder sobald genug Blumen offen liegen.',
    '6. Genug Blumen: Die Herausforderung ist bestanden und zählt als Punkt, den die App mitzählt. Ein Totenkopf: Der Herausforderer verliert eine Karte. Wer keine Karte mehr hat, ist ausgeschieden.',
  ].join('\n'),

  setupBody: [
    'Drei bis sechs Spieler sitzen um den Tisch (mit einem Skatblatt höchstens fünf), und gespielt wird immer im Uhrzeigersinn.',
    'Jeder nimmt vier Karten aus einem Blatt: drei Zahlenkarten als Blumen und eine Bildkarte als Totenkopf (welche genau, steht für jedes Blatt im Abschnitt zur Reiseversion). Halte deine Karten so, dass niemand sonst ihre Vorderseiten sieht. Noch hat niemand einen Punkt: Die App zählt die Punkte, ein Zettel ist freiwillig.',
    'Am Tisch wird vereinbart, wer die erste Runde beginnt. Laut Spielanleitung beginnt, wer zuletzt jemandem Blumen geschenkt hat; die App kann auch einen Platz auslosen.',
    'Die Reiseversion wird wie jede Variante vor der Partie gewählt und lässt sich nicht mehr ändern, sobald die Partie läuft. Letzte Chance wird mit Karten nicht gespielt.',
  ].join('\n'),

  placingTitle: 'Auslegen: eine Karte pro Spieler',
  placingBody: [
    'Jede Runde beginnt gleich: Jeder, der noch im Spiel ist, legt eine Karte aus seiner Hand verdeckt vor sich. Damit beginnt sein Stapel.',
    'Der Startspieler legt seine zuletzt. Niemand legt nach oder bietet, bevor jeder eine Karte ausgelegt hat.',
    'Die Karten kommen aufeinander, so hat jeder einen Stapel: die erste Karte unten, die neueste oben. Leg sie leicht versetzt, damit alle sie zählen können, und ordne einen Stapel nie um, wenn seine Karten einmal liegen.',
    'Die App fragt nur, ob alle gelegt haben. Sie fragt nie, welche Karte jemand gewählt hat.',
  ].join('\n'),

  addingTitle: 'Eine Karte nachlegen oder das Bieten eröffnen',
  addingBody: [
    'Dann geht es im Uhrzeigersinn weiter, beginnend beim Startspieler; wer ausgeschieden ist, wird übersprungen. Wenn du am Zug bist, tust du eines von beiden:',
    '- eine Karte aus deiner Hand verdeckt oben auf deinen Stapel legen;',
    '- das Bieten eröffnen, indem du eine Zahl ansagst (siehe Bieten).',
    'Deine Hand sind alle deine Karten, die nicht in deinem Stapel liegen. Ist deine Hand leer, musst du das Bieten eröffnen.',
    'Du darfst das Bieten schon in deinem allerersten Zug eröffnen, mit nur einer Karte in deinem Stapel.',
  ].join('\n'),

  biddingBody: [
    'Ein Gebot ist die Zahl der Blumen, die du dir aufzudecken zutraust. Es ist eine ganze Zahl von 1 bis zur Zahl der Karten auf dem Tisch, also in allen Stapeln in diesem Moment.',
    'Sobald jemand geboten hat, legt für den Rest der Runde niemand mehr eine Karte nach.',
    'Im Uhrzeigersinn, beginnend beim Spieler nach dem letzten Bieter, erhöht jeder, der noch mitbietet, oder passt:',
    '- **Erhöhen**: Nenne eine beliebige höhere Zahl, höchstens die Zahl der Karten auf dem Tisch. Sprünge sind erlaubt, etwa von 2 direkt auf 5. Dieselbe oder eine niedrigere Zahl ist keine Erhöhung.',
    '- **Passen**: Du bist für diese Runde raus aus dem Bieten und kommst nicht zurück. Sag laut „passe“, damit es alle wissen. Dein Stapel bleibt liegen, und der Herausforderer darf ihn trotzdem aufdecken.',
    'Das Bieten endet, wenn alle anderen gepasst haben, oder sofort, wenn ein Gebot der Zahl der Karten auf dem Tisch entspricht, weil niemand höher gehen kann.',
    'Wer am höchsten geboten hat, wird Herausforderer und kann nicht mehr zurück.',
  ].join('\n'),

  challengeBody: [
    'Nur der Herausforderer deckt auf, eine Karte nach der anderen.',
    '1. Zuerst seinen eigenen Stapel, von oben nach unten. Erreichen die aufgedeckten Blumen das Gebot, endet die Herausforderung dort, auch wenn in seinem Stapel noch Karten verdeckt liegen.',
    '2. Erst wenn sein eigener Stapel ganz offen liegt, die oberste verdeckte Karte eines beliebigen anderen Stapels, auch von Spielern, die gepasst haben. Er wählt für jede Karte einen Stapel und darf jederzeit wechseln.',
    'Eine Karte, die unter einer verdeckten Karte liegt, wird nie aufgedeckt.',
    'Die Herausforderung endet, sobald ein Totenkopf erscheint: Sie ist gescheitert. Sie endet auch, sobald die aufgedeckten Blumen das Gebot erreichen: Sie ist bestanden. Ein kleines Gebot kann also schon im eigenen Stapel des Herausforderers erreicht werden.',
    'Ist die Herausforderung vorbei, deckt niemand mehr eine Karte auf.',
  ].join('\n'),

  outcomesBody: [
    '**Bestanden**: Der Herausforderer bekommt einen Punkt. Die App zählt ihn (wer mag, notiert ihn zusätzlich auf einem Zettel). Mit einem zweiten Punkt gewinnt er die Partie sofort.',
    '**Gescheitert am Totenkopf eines anderen**: Der Herausforderer sammelt alle seine Karten ein, die aus dem Stapel und die aus der Hand, und mischt sie verdeckt. Der Besitzer dieses Totenkopfs zieht eine davon, ohne sie anzusehen, und legt sie verdeckt auf den Ablagestapel.',
    '**Gescheitert am eigenen Totenkopf**: Der Herausforderer wählt heimlich eine seiner Karten und legt sie verdeckt auf den Ablagestapel.',
    'So oder so hat der Herausforderer danach eine Karte weniger, und sonst verliert niemand eine. Eine verlorene Karte darf nur ihr Besitzer ansehen, und sie kommt in dieser Partie nie zurück. Die App merkt sich nie, ob es eine Blume oder der Totenkopf war.',
    'Nach einer gescheiterten Herausforderung dürfen alle ihre eigenen Karten zeigen, wenn sie wollen. Das ändert nichts, und die App speichert nichts davon.',
    'Eine gescheiterte Herausforderung kostet nie einen Punkt.',
    'Wer keine Karte mehr hat, ist ausgeschieden. Wer allein im Spiel übrig bleibt, gewinnt sofort, egal mit wie vielen Punkten.',
  ].join('\n'),

  nextRoundBody: [
    'Alle nehmen die Karten ihres Stapels zurück auf die Hand. Karten auf dem Ablagestapel bleiben dort.',
    'Wer die nächste Runde beginnt:',
    '- der Herausforderer, wenn er noch im Spiel ist, ob er bestanden hat oder gescheitert ist;',
    '- hat ihn der Totenkopf eines anderen ausscheiden lassen, der Besitzer dieses Totenkopfs;',
    '- ist der Herausforderer an seinem eigenen Totenkopf ausgeschieden, wählt er, wer von den verbliebenen Spielern beginnt.',
    'Die neue Runde beginnt wie immer mit dem Auslegen.',
  ].join('\n'),

  lastChanceBody: [
    'Letzte Chance ist eine offizielle, freiwillige Variante, aber nicht für Karten: Wer mit der Reiseversion spielt, spielt ohne sie.',
  ].join('\n'),

  travelSetBody: [
    'Gespielt wird mit einem einzigen Kartenspiel, dessen Rückseiten alle gleich aussehen.',
    '- Jeder nimmt drei Zahlenkarten als Blumen und eine Bildkarte als Totenkopf. Farbe, Zahl und Bild spielen keine Rolle, und jeder darf sich seine eigene Hand zur Kontrolle ansehen.',
    '- Jeder legt seine Karten verdeckt vor sich, eine auf die andere: sein Stapel. Der Herausforderer deckt die oberste Karte eines Stapels auf.',
    '- Die App zählt die Punkte; ein Zettel ist freiwillig.',
    ...cardTableLines,
  ].join('\n'),

  mistakesBody: [
    '- **Zuerst der eigene Stapel.** Der Herausforderer deckt seinen eigenen Stapel von oben her auf und rührt keinen anderen Stapel an, solange darin noch eine Karte verdeckt liegt. Ist das Gebot schon im eigenen Stapel erreicht, endet die Herausforderung dort: Der Rest bleibt verdeckt.',
    '- **Wer passt, bleibt mit seinem Stapel im Spiel.** Wer gepasst hat, ist nur aus dem Bieten raus: Der Herausforderer darf seine Karten trotzdem aufdecken.',
    '- **Nur der Herausforderer verliert eine Karte.** Der Besitzer des Totenkopfs, der die Herausforderung gestoppt hat, verliert nichts. Beim Totenkopf eines anderen zieht dieser die verlorene Karte aus allen Karten des Herausforderers; beim eigenen Totenkopf des Herausforderers wählt der Herausforderer sie selbst.',
    '- **Nach dem Ende der Herausforderung deckt niemand mehr auf.** Sobald ein Totenkopf erscheint oder das Gebot erreicht ist, deckt der Herausforderer keine Karte mehr auf. Nach einer gescheiterten Herausforderung dürfen alle ihre eigenen Karten zeigen, wenn sie wollen: Das ändert nichts, und die App speichert nichts davon.',
    '- **Eine verlorene Karte sieht nur ihr Besitzer.** Sie kommt verdeckt auf den Ablagestapel, nur ihr Besitzer darf sie ansehen, und die App fragt nie, was sie war.',
    '- **Dieselbe Zahl ist keine Erhöhung.** Nenne eine höhere Zahl oder passe. Die App lässt kein gleiches oder niedrigeres Gebot zu.',
    '- **Nur oberste Karten.** Der Herausforderer deckt die oberste verdeckte Karte eines Stapels auf, nie eine von weiter unten.',
    '**Hausregeln.** Sie stehen nicht in der Anleitung: Die App bietet sie an, wenn am Tisch etwas schiefgeht.',
    '- **Eine Karte aus Versehen gezeigt.** Die Runde kann abgebrochen werden: Alle Karten gehen zurück, niemand bekommt einen Punkt oder verliert eine Karte, und derselbe Spieler beginnt die Runde neu.',
    '- **Ein ungültiges Gebot.** Ein Gebot, das nicht höher als das aktuelle ist oder mehr als alle Karten auf dem Tisch verlangt, korrigiert derselbe Spieler, bevor der Nächste an der Reihe ist. Die App bietet nur mögliche Gebote an.',
    '- **Falsch getippt.** Mach es in der App rückgängig, Schritt für Schritt, notfalls bis zum Beginn der Partie, und wiederhole, was du rückgängig gemacht hast.',
  ].join('\n'),

  examplesBody: [
    'Drei kurze Runden an den Grenzen der Regeln, mit Nadia, Omar, Lou und Sami im Uhrzeigersinn.',
    '**Bestanden im eigenen Stapel.** Omar hat drei Karten in seinem Stapel, bietet 2, und alle anderen passen. Seine oberste Karte ist eine Blume, die nächste auch: Das Gebot ist erreicht, die Herausforderung endet, seine letzte Karte bleibt verdeckt. Omar bekommt einen Punkt und beginnt die nächste Runde.',
    '**Gescheitert am eigenen Totenkopf.** Lou bietet 3 mit zwei Karten in ihrem Stapel: eine Blume, dann ihr eigener Totenkopf. Sie wählt heimlich eine ihrer Karten und legt sie verdeckt auf den Ablagestapel; jetzt hat sie noch drei und beginnt die nächste Runde.',
    '**Einer scheidet aus, und wer dann beginnt.** Sami hat nur noch eine Karte. Er bietet 2, deckt seine eigene Blume auf, dann Nadias oberste Karte: ein Totenkopf. Seine letzte Karte kommt auf den Ablagestapel, und er ist ausgeschieden; Nadia, deren Totenkopf ihn gestoppt hat, beginnt die nächste Runde. Bei seinem eigenen Totenkopf hätte er den Startspieler gewählt.',
    'Mit der Übungsrunde im nächsten Abschnitt kannst du so eine Runde in der App spielen.',
  ].join('\n'),

  practiceBody: [
    'Eine Übungsrunde dient nur zum Lernen: Sie bringt keinen Punkt und kostet keine Karte. Hier sitzen vier Spieler im Uhrzeigersinn: Nadia, die beginnt, dann Omar, Lou und Sami.',
    '1. **Auslegen.** Omar, Lou und Sami legen je eine Karte verdeckt vor sich; Nadia als Startspielerin legt ihre zuletzt. Auf dem Tisch liegen 4 Karten.',
    '2. **Nachlegen.** Nadia legt eine zweite Karte nach: Jetzt liegen 5 auf dem Tisch. Omar, mit nur einer Karte in seinem Stapel, eröffnet das Bieten mit 2. Danach legt niemand mehr nach.',
    '3. **Bieten.** Lou passt. Sami erhöht auf 4. Nadia passt, dann passt Omar. Sami ist der Herausforderer, und er braucht 4 Blumen.',
    '4. **Sein eigener Stapel.** Sami deckt seine einzige Karte auf: eine Blume (1 von 4).',
    '5. **Andere Stapel.** Er deckt Nadias oberste Karte auf: eine Blume (2). Lou hat gepasst, aber ihr Stapel ist noch im Spiel: Ihre Karte ist eine Blume (3). Dann Nadias letzte Karte: ein Totenkopf. Hier endet die Herausforderung: gescheitert.',
    '6. **Ergebnis.** In einer echten Partie würde Sami alle vier Karten einsammeln, aus dem Stapel und aus der Hand, und verdeckt mischen; Nadia würde ungesehen eine für den Ablagestapel ziehen, und Sami würde die nächste Runde beginnen. In der Übungsrunde kommt nichts auf den Ablagestapel.',
    'Spiel eine Übungsrunde mit deinen Mitspielern in der App:',
  ].join('\n'),
};
