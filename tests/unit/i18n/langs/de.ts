import { balanced, noSpaceBeforePunctuation, quoteSpacing, type LangRules } from './types';

// German quotes „so“, never "so", “so” or «so», and a game talks to its players with “du”: a capital Sie/Ihr
// in the middle of a sentence is the formal address.
function germanTypography(text: string): string[] {
  const problems = [...balanced(text, '„', '“'), ...quoteSpacing(text, '„', '“'), ...noSpaceBeforePunctuation(text)];
  if (/[”«»]/.test(text)) problems.push('English or French quotation marks: use „…“');
  if (/[\p{L},;]\s+(Sie|Ihnen|Ihre[mnrs]?|Ihr)\b/u.test(text)) problems.push('the formal address (Sie, Ihr): say du');
  return problems;
}

// The words of the German edition (Space Cowboys, sold by Carletto since 2024) and of German reviews and rule
// summaries: Tableau for the mat, Scheibe for the disc, Blume and Totenkopf (not Rose, not Schädel), Gebot and
// bieten, passen, Herausforderung and Herausforderer, Runde, Startspieler. Choices where the table has several:
// - raise is „erhöhen“ („Auf 4 erhöhen“ is the button a German player expects), never „überbieten“ beside it;
// - a success is a „Punkt“ (the turned Tableau marks it, as the edition counts it) and the challenge is
//   „bestanden“ or „gescheitert“: the literal „Erfolg“ is not what a table says;
// - flipping a disc is „aufdecken“, turning the mat is „umdrehen“ or „drehen“ (two different gestures);
// - a lost disc goes „in die Schachtel“; a player with no disc is „ausgeschieden“;
// - the variant is „Letzte Chance“, its disc the „Letzte-Chance-Scheibe“; undo is „Rückgängig“.
// The app says „du“, as German board games do, and keeps generic nouns (Spieler, Herausforderer) short.
export const de: LangRules = {
  glossary: [
    {
      // Issue 35: ein Ding, ein Name. Die Reiseversion (nicht „Reiseset“); eine Herausforderung ist „bestanden“ oder
      // „gescheitert“, das Gebot wird dabei „erreicht“: „Gebot erfüllt“ wäre ein zweiter Name für dasselbe Ergebnis.
      concept: 'die Reiseversion (R3)',
      word: /\bReiseversion\b/,
      banned: [/Reiseset/i, /Reisespiel/i, /\bGebot (ist |war )?erfüllt\b/i, /\berfüllt (sein|ist)\b/i],
      seenIn: ['/src/reference/', '/src/ui/setup/'],
    },
    {
      // Issue 35: Lehnübersetzungen, die beim Lesen auffielen.
      concept: 'bestanden (R13)',
      word: /\bbestanden\b/,
      banned: [
        /\bDie Schachtel schlägt vor\b/i,
        /\bbiete, wie viele\b/i,
        /\bLetzte-Chance-Scheibe hält\b/i,
        /\beine bekannte Blume\b/i,
        // Read 1: „erhöht auf eine höhere Zahl“ says raise twice; a bid is what you trust yourself to flip, not
        // what you „can“ flip; „nicht eine Scheibe“ means „not even one“; a point is not „kühn“.
        /\bauf eine höhere Zahl\b/i,
        /\bdie du aufdecken kannst\b/i,
        /\bnicht eine (Scheibe|Karte)\b/i,
        /\bKühnster Punkt\b/i,
        // Read 2: the challenger shuffles every card, not the „restlichen“ (R14); a table does not play, people do.
        /\balle restlichen (eigenen )?Karten\b/i,
        /\bTisch, der mit\b/i,
      ],
    },
    {
      // Issue 22: a met bid is erfüllt; the players are not a Tisch; no masculine role beside a name.
      concept: 'ein erfülltes Gebot',
      word: /\berfüllte[sn]? Gebot\b/,
      banned: [
        /\bbestandene[sn]? Gebot/i,
        /\bGleicher Tisch\b/i,
        /\bein eigener Spieler\b/i,
        /\bZugeschnappte Fallen\b/i,
      ],
      seenIn: ['/src/ui/stats/'],
    },
    {
      concept: 'die Scheibe',
      id: 'disc',
      word: /Scheibe/,
      banned: [/Plättchen/i, /Bierdeckel/i, /\bDeckel/i, /\bChips?\b/i, /\bMarker/i],
    },
    {
      concept: 'das Tableau',
      id: 'mat',
      word: /\bTableaus?\b/,
      banned: [/\bMatte/i, /\bUnterlage/i, /Untersetzer/i, /Ablagekarte/i],
    },
    { concept: 'die Blume', id: 'flower', word: /\bBlume/, banned: [/\bRosen?\b/i] },
    { concept: 'der Totenkopf', id: 'skull', word: /Totenk(o|ö)pf/, banned: [/Schädel/i] },
    {
      concept: 'das Gebot, bieten (R8)',
      id: 'bid',
      word: /\b(Gebot|biete|bietet|bieten|geboten)/i,
      banned: [/\bWett(e|en|est|et)\b/i, /\bsetzt\b.*\bauf\b/i, /Auktion/i],
    },
    { concept: 'erhöhen (R9)', id: 'raise', word: /erhöh/i, banned: [/überbiet/i, /überbot/i] },
    {
      concept: 'passen (R9)',
      id: 'pass',
      word: /\b(passe|passt|passen|gepasst)\b/i,
      banned: [/\bsteigt aus\b/i, /\baussteigen\b/i],
    },
    { concept: 'der Herausforderer (R10)', id: 'challenger', word: /Herausforderer/, banned: [/\bChallenger/i] },
    {
      concept: 'die Herausforderung (R11)',
      id: 'challenge',
      word: /Herausforderung/,
      banned: [/\bChallenge\b/i, /\bAufdeckphase/i],
    },
    {
      concept: 'ein Punkt, bestanden (R12, R13)',
      id: 'success',
      word: /\bPunkte?\b/,
      banned: [/\bErfolg(e|s|en)?\b/, /Siegpunkt/i],
    },
    { concept: 'die Runde', id: 'round', word: /\bRunde/, banned: [/\bDurchgang/i, /\bDurchgänge/i] },
    {
      concept: 'die Variante (LC1)',
      id: 'lastChance',
      word: /\bLetzte[- ]Chance/,
      banned: [/\bletzte Chance\b/, /\bLast Chance\b/i],
    },
    {
      concept: 'eine Scheibe aufdecken (R11)',
      word: /aufdeck|aufgedeckt|\bdeck(t|e)?\b/,
      banned: [/enthüll/i, /umgedreht.*Scheibe|Scheibe.*umgedreht/i],
    },
    {
      concept: 'wohin eine verlorene Scheibe kommt (R14, R15)',
      word: /\bin die Schachtel\b/,
      banned: [/aus dem Spiel (ge)?nehm/i, /\babwerf/i, /\babgeworfen/i],
      equipment: 'discs',
    },
    {
      concept: 'wohin eine verlorene Karte kommt (R3)',
      word: /Ablagestapel/,
      banned: [/Friedhof/i, /\bAbwurf/i],
      equipment: 'cards',
    },
    { concept: 'der Stapel statt des Tableaus (R3)', word: /Stapel/, banned: [/\bHaufen\b/i], equipment: 'cards' },
    {
      concept: 'wo die Punkte stehen (R3)',
      word: /\bZettel\b/,
      banned: [/\bBlock\b/, /Notizbuch/i],
      equipment: 'cards',
    },
    {
      concept: 'ein Spieler ohne Scheibe (R17)',
      word: /ausgeschieden|ausscheiden/,
      banned: [/eliminiert/i, /\braus aus dem Spiel\b/i, /rausgeflogen/i],
    },
    { concept: 'rückgängig machen (H2)', word: /\bRückgängig|rückgängig/, banned: [/\bwiderruf/i, /\bZurücknehmen\b/] },
    { concept: 'die Runde abbrechen (H1)', word: /abbrech|abgebrochen/, banned: [/annullier/i, /\bverwerf/i] },
    {
      concept: 'dieselbe Runde noch einmal',
      word: /\bNoch eine Partie\b/,
      banned: [/Revanche/i, /Rückspiel/i],
      seenIn: ['/src/ui/table/', '/src/ui/sessions/', '/src/ui/setup/'],
    },
    {
      concept: 'die Startseite des Tableaus (R1)',
      word: /\bBlumenseite\b/,
      banned: [/\bleere Seite/i, /Totenkopfseite/i],
    },
    {
      concept: 'die Runde mit Letzter Chance, der Tisch als Ort (LC2)',
      word: /\bauf dem Tisch\b/,
      banned: [
        /jede der beiden Scheiben legen/i,
        /\bDer (ganze )?Tisch (einigt|kann|weiß)/,
        /regelt die übliche Regel/i,
      ],
      seenIn: ['/src/reference/'],
    },
  ],
  // Skull's own words stay (Skull Table), and so do a few that German shares with English.
  sameAsEnglish: ['Orange', 'K', 'Export'],
  counted: [
    ['Scheibe', 'Scheiben'],
    ['Blume', 'Blumen'],
    ['Partie', 'Partien'],
    ['Runde', 'Runden'],
    ['Karte', 'Karten'],
    ['Abschnitt', 'Abschnitte'],
    ['Herausforderung', 'Herausforderungen'],
    ['Sieg', 'Siege'],
    ['Erfolg', 'Erfolge'],
  ],
  discWords: [/Scheibe/i, /Tableau/i, /Schachtel/i],
  typography: germanTypography,
  // „Legt zuletzt“: „beginnt“ läse sich als „legt zuerst“ (R4).
  placesLast: /\blegt zuletzt\b/,
  // Die App duzt jeden Einzelnen, auch wenn sie den ganzen Tisch meint: kein „ihr“, kein „euch“.
  otherRegister: {
    refused: [
      /(?<!\p{L})(euch|euer|eure[mnrs]?)(?!\p{L})/iu,
      /(?<!\p{L})[Ii]hr \p{Ll}+t(?!\p{L})/u,
      /(?<!\p{L})\p{Ll}+t ihr (?!\p{Lu})/u,
      // A du-imperative carried on by an ihr one: „Schalte sie aus oder spielt mit Scheiben.“
      /(^|[.:;!?]\s+)(Schalte|Spiel|Leg|Wähl|Nimm|Misch|Zähl|Deck|Gib|Sag|Schreib|Prüf)(?!\p{L})[^.:;!?]*(?<!\p{L})(oder|und) \p{Ll}+t (?!(er|sie|es)(?!\p{L}))/u,
      /(^|[.:;!?–]\s+)(Schreibt|Wählt|Spielt|Legt|Zählt|Nehmt|Mischt|Teilt|Gebt|Seht|Sagt|Prüft|Einigt|Macht|Lest|Tippt|Verteilt|Notiert|Deckt|Passt)\s+(?!(er|sie|es|man|jemand|jeder|niemand)(?!\p{L}))/u,
    ],
    caught: [
      'Schalte sie aus oder spielt mit Scheiben.',
      'Ihr könnt die Runde abbrechen.',
      'Schreibt alle Namen auf einen Zettel.',
      'Ohne Tableau zählt ihr die Punkte in der App.',
      'Gespielt wird mit euren eigenen Scheiben.',
    ],
  },
  gendered: [
    /(?<!\p{L})(als )?(Startspieler(in)?|Letzter|Letzte|Erster|Erste)(?![\p{L}-])/u,
    /(?<!\p{L})(ein eigener Spieler|eine eigene Spielerin|ein anderer|eine andere)(?!\p{L})/iu,
    /(?<!\p{L})(sein|seine|seinen|seinem|seiner|seines|er|ihm|ihn)(?!\p{L})/u,
    /(?<!\p{L})(der |ein )?Herausforderer(in)?(?!\p{L})/u,
  ],
};
