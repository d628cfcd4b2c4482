import type { en } from './help.en';

// Häufige Fehler, Hausregeln und die Übungsrunde Schritt für Schritt. Eine Zeile ist ein Block (siehe blocks.ts).
export const de: typeof en = {
  mistakesTitle: 'Häufige Fehler und Streitfragen',
  mistakesBody: [
    '- **Zuerst der eigene Stapel.** Der Herausforderer deckt seinen eigenen Stapel von oben her auf und rührt keinen anderen Stapel an, solange darin noch eine Scheibe verdeckt liegt. Ist das Gebot schon im eigenen Stapel erreicht, endet die Herausforderung dort: Der Rest bleibt verdeckt.',
    '- **Wer passt, bleibt mit seinem Stapel im Spiel.** Wer gepasst hat, ist nur aus dem Bieten raus: Der Herausforderer darf seine Scheiben trotzdem aufdecken.',
    '- **Nur der Herausforderer verliert eine Scheibe.** Der Besitzer des Totenkopfs, der die Herausforderung gestoppt hat, verliert nichts. Beim Totenkopf eines anderen zieht dieser die verlorene Scheibe aus allen Scheiben des Herausforderers; beim eigenen Totenkopf des Herausforderers wählt der Herausforderer sie selbst.',
    '- **Nach dem Ende der Herausforderung deckt niemand mehr auf.** Sobald ein Totenkopf erscheint oder das Gebot erreicht ist, deckt der Herausforderer keine Scheibe mehr auf. Nach einer gescheiterten Herausforderung dürfen alle ihre eigenen Scheiben zeigen, wenn sie wollen: Das ändert nichts, und die App speichert nichts davon.',
    '- **Eine verlorene Scheibe sieht nur ihr Besitzer.** Sie kommt verdeckt in die Schachtel, nur ihr Besitzer darf sie ansehen, und die App fragt nie, was sie war.',
    '- **Dieselbe Zahl ist keine Erhöhung.** Nenne eine höhere Zahl oder passe. Die App lässt kein gleiches oder niedrigeres Gebot zu.',
    '- **Nur oberste Scheiben.** Der Herausforderer deckt die oberste verdeckte Scheibe eines Stapels auf, nie eine von weiter unten.',
    '**Hausregeln.** Sie stehen nicht in der Anleitung: Die App bietet sie an, wenn am Tisch etwas schiefgeht.',
    '- **Eine Scheibe aus Versehen gezeigt.** Die Runde kann abgebrochen werden: Alle Scheiben gehen zurück, niemand bekommt einen Punkt oder verliert eine Scheibe, und derselbe Spieler beginnt die Runde neu.',
    '- **Ein ungültiges Gebot.** Ein Gebot, das nicht höher als das aktuelle ist oder mehr als alle Scheiben auf dem Tisch verlangt, korrigiert derselbe Spieler, bevor der Nächste an der Reihe ist. Die App bietet nur mögliche Gebote an.',
    '- **Falsch getippt.** Mach es in der App rückgängig, Schritt für Schritt, notfalls bis zum Beginn der Partie, und wiederhole, was du rückgängig gemacht hast.',
  ].join('\n'),

  practiceTitle: 'Eine Übungsrunde, Schritt für Schritt',
  practiceBody: [
    'Eine Übungsrunde dient nur zum Lernen: Sie bringt keinen Punkt und kostet keine Scheibe. Hier sitzen vier Spieler im Uhrzeigersinn: Nadia, die beginnt, dann Omar, Lou und Sami.',
    '1. **Auslegen.** Omar, Lou und Sami legen je eine Scheibe verdeckt auf ihr Tableau; Nadia als Startspielerin legt ihre zuletzt. Auf dem Tisch liegen 4 Scheiben.',
    '2. **Nachlegen.** Nadia legt eine zweite Scheibe nach: Jetzt liegen 5 auf dem Tisch. Omar, mit nur einer Scheibe auf seinem Tableau, eröffnet das Bieten mit 2. Danach legt niemand mehr nach.',
    '3. **Bieten.** Lou passt. Sami erhöht auf 4. Nadia passt, dann passt Omar. Sami ist der Herausforderer, und er braucht 4 Blumen.',
    '4. **Sein eigener Stapel.** Sami deckt seine einzige Scheibe auf: eine Blume (1 von 4).',
    '5. **Andere Stapel.** Er deckt Nadias oberste Scheibe auf: eine Blume (2). Lou hat gepasst, aber ihr Stapel ist noch im Spiel: Ihre Scheibe ist eine Blume (3). Dann Nadias letzte Scheibe: ein Totenkopf. Hier endet die Herausforderung: gescheitert.',
    '6. **Ergebnis.** In einer echten Partie würde Sami alle vier Scheiben einsammeln, vom Tableau und aus der Hand, und verdeckt mischen; Nadia würde ungesehen eine für die Schachtel ziehen, und Sami würde die nächste Runde beginnen. In der Übungsrunde kommt nichts in die Schachtel.',
    'Spiel eine Übungsrunde mit deinen Mitspielern in der App:',
  ].join('\n'),
};
