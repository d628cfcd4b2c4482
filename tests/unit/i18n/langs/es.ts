import { balanced, noSpaceBeforePunctuation, quoteSpacing, type LangRules } from './types';

// Spanish opens questions and exclamations with ¿ and ¡ and quotes with « », no space inside them. A game talks to
// its players with "tú": "usted" or a verb in its form (introduzca, pulse) is the formal address of a form or a bank.
function spanishTypography(text: string): string[] {
  const problems = [
    ...balanced(text, '¿', '?'),
    ...balanced(text, '¡', '!'),
    ...balanced(text, '«', '»'),
    ...quoteSpacing(text, '«', '»'),
    ...(/[“”„]/.test(text) ? ['English quotation marks: use « »'] : []),
    ...noSpaceBeforePunctuation(text),
  ];
  if (/(^|[^\p{L}])(usted|ustedes|pulse|introduzca|seleccione)([^\p{L}]|$)/iu.test(text))
    problems.push('the formal address (usted): say tú');
  return problems;
}

// No letter may sit before an accented word: \b does not see á, é, í, ó, ú as letters.
const w = (source: string) => new RegExp(`(^|[^\\p{L}])(${source})`, 'u');

// The words of the Spanish edition (Asmodee España, "Skull"): disco, flor, calavera, apuesta and apostar, pasar, the
// one who "reta" is the retador, and the reviews and rule summaries of Spanish tables (ronda, punto). Choices where
// the table has several:
// - the mat is the "tapete": the edition's "marcador" would clash with the scoreboard, and "posavasos" is the nickname
//   of the old Skull & Roses coasters, not a word of the rules; the scoreboard is therefore "Puntuaciones";
// - raise is "subir" ("Subir a 4", "sube o pasa"), never "pujar" or "aumentar" beside it; bid is "apuesta";
// - the challenge is the "desafío" and its outcome "superado" or "fallido"; a success is a "punto" (the turned mat
//   marks it, "dos puntos" is how a Spanish table counts): the literal "éxito" is not what a table says;
// - flipping a disc is "descubrir", turning the mat is "girar" (two gestures, two verbs);
// - a lost disc goes "a la caja"; a player with no disc is "fuera de la partida" (no "eliminado", which would
//   also need a feminine form for half the names);
// - the variant is "Última oportunidad", its disc "el disco de Última oportunidad"; undo is "Deshacer";
//   abandoning a round is "anular" (a player "abandona" a game, a table cancels a round).
// The app says "tú" as Spanish board games do, and uses the generic masculine for roles (el retador, el jugador).
// It is written for every Spanish-speaking table: no "vosotros" imperative, no "coger" (toma), no Spain-only words.
export const es: LangRules = {
  glossary: [
    {
      // Issue 35: calcos que saltaron en la lectura.
      concept: 'la versión de viaje (R3)',
      word: w('versión de viaje'),
      banned: [
        /\bedición de viaje\b/i,
        /\bjuego de viaje\b/i,
        /\bEn la práctica, nada\b/,
        /\bPara si sale\b/i,
        /\bLa caja propone\b/i,
        // Read 1: «bastantes» is "quite many", not "as many as the bid"; "for the box", "nothing goes in the box" and
        // "write the players" are English word for word.
        /\bbastantes flores\b/i,
        /\bsin verlo para la caja\b/i,
        /\bnada va a la caja\b/i,
        /\bEscribe los jugadores\b/i,
        // Read 2: the top disc of another stack may be face up already (R11); the statistics count card nights too.
        /\bdisco de arriba de cualquier otra pila\b/i,
        /\ben proporción a los discos\b/i,
      ],
      seenIn: ['/src/reference/', '/src/ui/setup/'],
    },
    {
      // The travel set's cards are «cartas» (in a «baraja»); «naipes» beside them is a second name. A number card
      // is a «carta de número»: a Spanish deck's figures are numbered too (10, 11, 12).
      concept: 'las cartas de la versión de viaje (R3)',
      word: /\bcartas?\b/,
      // Read 2: an Italian deck's figures are a sota, a caballo and a rey in Spanish too, their Italian names only
      // beside them (« un cavallo » alone reads as a typo).
      banned: [/\bnaipes?\b/i, /\bcartas? numerad/i, /\bun (fante|cavallo)\b/i],
      seenIn: ['/src/reference/', '/src/ui/setup/', '/src/ui/table/'],
    },
    {
      // Issue 22: a trap counted is one that went off; the main button says what was put; plain refusals.
      concept: 'las trampas que saltaron',
      word: /\bTrampas que saltaron\b/,
      banned: [
        /\bTrampas tendidas\b/i,
        /\bEn plano sobre\b/i, // film language for a phone lying flat
        /^Todos han puesto$/,
        /\bno se puede poner los\b/i,
        /\bnada que pasar\b/i,
        /\bun jugador aparte\b/i,
      ],
      seenIn: ['/src/ui/stats/'],
    },
    {
      concept: 'el disco',
      id: 'disc',
      word: /\bdiscos?\b/,
      banned: [/posavasos/i, w('fichas?\\b'), /\bcartas? de (flor|calavera)/i],
    },
    {
      concept: 'el tapete',
      id: 'mat',
      word: /\btapetes?\b/,
      banned: [/posavasos/i, /\bmarcador(es)?\b/i, /\balfombra/i, /\besterilla/i],
    },
    { concept: 'la flor', id: 'flower', word: /\b[Ff]lor(es)?\b/, banned: [/\b[Rr]osas?\b/] },
    { concept: 'la calavera', id: 'skull', word: /\b[Cc]alaveras?\b/, banned: [w('[Cc]ráneos?')] },
    {
      concept: 'la apuesta, apostar (R8)',
      id: 'bid',
      word: /\b([Aa]puest|[Aa]post)/,
      banned: [/\b[Pp]uj(a|as|ar|ó)\b/, /sobrepuj/i, /\boferta/i],
    },
    {
      concept: 'subir (R9)',
      id: 'raise',
      word: /\b[Ss]ub(e|es|ir|o|ió)\b/,
      banned: [/\baument(a|ar|as|ó)\b/i, /sobrepuj/i, /\bsuperar la apuesta/i],
    },
    {
      concept: 'pasar (R9)',
      id: 'pass',
      word: /\b[Pp]as(a|ar|as|o|ó|ado|an|es)\b/,
      banned: [/\bse retir(a|an|ó)\b/i, /\bplant(a|arse)\b/i],
    },
    {
      concept: 'el retador (R10)',
      id: 'challenger',
      word: /\b[Rr]etador/,
      banned: [/\bchallenger/i, /\bdesafiante/i, /\baspirante/i],
    },
    {
      concept: 'el desafío (R11)',
      id: 'challenge',
      word: w('[Dd]esafíos?'),
      banned: [/\bchallenge\b/i, /\bretos?\b/i],
    },
    {
      concept: 'un punto, superado (R12, R13)',
      id: 'success',
      word: /\bpuntos?\b/,
      banned: [w('[ÉéEe]xitos?'), /\bvictorias? de desafío/i],
    },
    { concept: 'la ronda', id: 'round', word: /\b[Rr]ondas?\b/, banned: [/\basaltos?\b/i, /\bmangas?\b/i] },
    {
      concept: 'la variante (LC1)',
      id: 'lastChance',
      word: w('Última oportunidad'),
      banned: [w('última oportunidad'), /\bLast Chance\b/i, w('Última Oportunidad'), /segunda oportunidad/i],
    },
    {
      concept: 'descubrir un disco (R11)',
      word: /\b[Dd]escubr/,
      banned: [/\brevel/i, /\bdestap/i, /\bvolte(a|ar|ó)\b/i],
    },
    {
      concept: 'adonde va un disco perdido (R14, R15)',
      word: /\ba la caja\b/,
      banned: [/\bdescart/i, /\bretira(r|do)? del juego/i],
      equipment: 'discs',
    },
    {
      concept: 'adonde va una carta perdida (R3)',
      word: /\bmontón de descartes\b/,
      banned: [/\bcementerio/i, /\bpila de descarte/i],
      equipment: 'cards',
    },
    {
      concept: 'el montón que sustituye al tapete (R3)',
      word: /\bmontón\b|\bmontones\b/i,
      banned: [/\bpilas?\b/i],
      equipment: 'cards',
    },
    { concept: 'donde se apuntan los puntos (R3)', word: /\bpapel\b/, banned: [/\blibreta/i], equipment: 'cards' },
    { concept: 'un jugador sin discos (R17)', word: /\bfuera de la partida\b/, banned: [/\beliminad[oa]s?\b/i] },
    {
      // Read 2: the device is « dispositivo » (« este dispositivo » on the same screens); « móvil » is Spain's word only.
      concept: 'el dispositivo',
      word: /\bdispositivos?\b/,
      banned: [/\bmóvil(es)?\b/i, /\bcelular(es)?\b/i, /\bteléfonos?\b/i],
      seenIn: ['/src/ui/receive/'],
    },
    { concept: 'deshacer (H2)', word: /\b[Dd]esh(ac|ec|az)/, banned: [/\bretroceder\b/i] },
    { concept: 'anular la ronda (H1)', word: /\b[Aa]nul/, banned: [/\babandon/i] },
    {
      concept: 'otra partida con la misma mesa',
      word: /\bOtra partida\b/,
      banned: [/revancha/i],
      seenIn: ['/src/ui/table/', '/src/ui/sessions/', '/src/ui/setup/'],
    },
    {
      concept: 'el lado de la flor del tapete (R1, R12)',
      word: /\blado de la flor\b/,
      banned: [/\blado (vacío|liso|en blanco)/i, /\blado de la calavera\b/i],
    },
    {
      concept: 'abrir las apuestas (R6)',
      word: w('abr(e|ir) las apuestas'),
      banned: [/con cuántas flores puedes/i, /del 2 al 10[^.;]*sota/i],
      seenIn: ['/src/reference/', '/src/ui/practice/'],
    },
  ],
  // Skull's own words stay (Skull Table), and so does the K of a face card on the card diagram.
  sameAsEnglish: ['K'],
  counted: [
    ['jugador', 'jugadores'],
    ['disco', 'discos'],
    ['flor', 'flores'],
    ['partida', 'partidas'],
    ['sección', 'secciones'],
    ['punto', 'puntos'],
    ['carta', 'cartas'],
    ['carácter', 'caracteres'],
    ['ronda', 'rondas'],
    ['victoria', 'victorias'],
  ],
  discWords: [/\bdiscos?\b/i, /\btapetes?\b/i, /\bcaja\b/i],
  typography: spanishTypography,
  // «Pone al final»: «empieza» se leería como «pone el primero» (R4).
  placesLast: /\bpone al final\b/,
  // La app tutea a cada jugador, también cuando habla a toda la mesa: nada de «vosotros» (jugad, apuntad, os).
  otherRegister: {
    refused: [
      /(?<!\p{L})(vosotr[oa]s|vuestr[oa]s?|os)(?!\p{L})/iu,
      /\p{L}(áis|éis)(?!\p{L})/u,
      // An imperative in -ad, -ed, -id (jugad, poned, escribid); not the nouns (verdad, red) nor a name drawn as
      // “undefined” by the tests.
      /(?<!\p{L})(?!(\p{L}*dad|red|redes|pared|sed|usted|mitad|libertad|voluntad|amistad|dificultad|undefined)(?!\p{L}))\p{L}\p{Ll}*[aei]d(?!\p{L})/u,
    ],
    caught: ['Apuntad un punto a Ana.', 'Desactívala o jugad con discos.', 'Escribid todos los nombres.', 'Os toca.'],
  },
  gendered: [
    /(?<!\p{L})(el último|la última|el primero|la primera|un jugador|una jugadora)(?!\p{L})(?!\s+vez)/iu,
    /(?<!\p{L})(solo él|sola|fusionad[oa]|recordad[oa]|eliminad[oa]|elegid[oa]|echad[oa]|él|ella)(?!\p{L})/iu,
    /(?<!\p{L})(retador|retadora)(?!\p{L})/iu,
  ],
};
