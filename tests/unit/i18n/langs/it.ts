import { balanced, noSpaceBeforePunctuation, quoteSpacing, type LangRules } from './types';

// Italian quotes with « », elides with the curly apostrophe ’ and writes È, perché, po’ with their own accents.
function italianTypography(text: string): string[] {
  const problems = [...balanced(text, '«', '»'), ...quoteSpacing(text, '«', '»'), ...noSpaceBeforePunctuation(text)];
  if (/[“”]/.test(text)) problems.push('English quotation marks: use « »');
  if (/(^|[\s(«])E’/u.test(text)) problems.push('E’ for È');
  if (/\b(perchè|poichè|affinchè|benchè|finchè|nè|pò)(?!\p{L})/iu.test(text))
    problems.push('a wrong accent (perché, né, po’)');
  if (/(?<!\p{L})(l|un|dell|dall|nell|sull|all|d|c|quest|quell|dov)’\s/iu.test(text))
    problems.push('a space after an elision');
  return problems;
}

// The words of the Italian edition (Asmodee Italia) and of Italian reviews and rule summaries: disco, tappetino,
// fiore, teschio, sfida and sfidante. Choices where the table has several:
// - the edition says «dischetto» and also «disco»; the app keeps the short «disco» (BoardGameArena's Italian
//   help says it too), never «dischetto» beside it, and the «tappetino» of the edition, never «sottobicchiere»;
// - the edition calls the bid itself a «sfida»; the app needs two words, so the bid is «puntata» and «puntare»
//   (the reviews' word), raising is «rilanciare» and passing «passare» («Passo», as a player says it), while
//   «sfida» is only the flipping that follows and «sfidante» its player, as in the edition;
// - a success is a «sfida vinta», as the edition counts its goal («Vincere 2 sfide»), a failure a «sfida persa»:
//   never the literal «successo»;
// - a round is a «round»: the edition's «turno» is already each player's turn («Al tuo turno»);
// - a disc is «girato», like the mat; a lost disc goes «nella scatola»; a player with no disc is «fuori gioco»,
//   which fits every name, where «eliminato/eliminata» would need the player's gender;
// - undo is «Annulla» (every Italian app's word), so the round is «interrotto», not «annullato»;
// - the variant is «Ultima possibilità», its disc «il disco Ultima possibilità».
// - whoever owns a disc or a skull is its «proprietario», as rulebooks say: «padrone» reads as *master*.
// The app says «tu», as Italian board games do, and avoids participles that would need a player's gender.
export const it: LangRules = {
  glossary: [
    {
      // Issue 35: una cosa, un nome. La versione da viaggio (non «set da viaggio»); i dischi sul tavolo (non «il
      // totale del tavolo», un calco); e gli altri calchi trovati alla lettura.
      concept: 'la versione da viaggio (R3)',
      word: /\bversione da viaggio\b/,
      banned: [
        /\bset da viaggio\b/i,
        /\bedizione da viaggio\b/i,
        /\btotale del tavolo\b/i,
        /\bla scatola suggerisce\b/i,
        /\bin uno di due modi\b/i,
      ],
      seenIn: ['/src/reference/', '/src/ui/setup/'],
    },
    {
      // Issue 22: a disc is on top of a stack, not of a person; no gendered form beside a name.
      concept: 'il disco in cima alla pila',
      word: /\bin cima alla (tua )?pila\b/,
      banned: [/\bun giocatore a sé\b/i, /\btorna a essere un giocatore\b/i, /\bsai girare\b/i],
      seenIn: ['/src/ui/table/'],
    },
    {
      concept: 'il disco',
      id: 'disc',
      word: /\bdisc(o|hi)\b/,
      banned: [/\bdischett/i, /\bgetton/i, /\bpedin[ae]\b/i, /\bsottobicchier/i],
    },
    {
      concept: 'il tappetino',
      id: 'mat',
      word: /\btappetin[oi]\b/,
      banned: [/\bsottobicchier/i, /\bplanc/i, /\btappeto\b/i, /\bquadrat[oi] di cartone/i],
    },
    { concept: 'il fiore', id: 'flower', word: /\bfior[ei]\b/i, banned: [/\brose\b/i] },
    { concept: 'il teschio', id: 'skull', word: /\btesch(io|i)\b/i, banned: [/\bcranio\b/i, /\bcrani\b/i] },
    {
      concept: 'la puntata, puntare (R8)',
      id: 'bid',
      word: /\b(puntat[aei]|punt[aio]|puntare|puntano)\b/i,
      banned: [/\bscommess/i, /\bscommett/i, /\bofferta/i, /\basta\b/i],
    },
    {
      concept: 'rilanciare (R9)',
      id: 'raise',
      word: /\brilanc/i,
      banned: [/\baument(a|are|ano)\b/i, /\balz(a|are|ano) la puntata/i, /\bsupera(re)? la puntata/i],
    },
    {
      concept: 'passare (R9)',
      id: 'pass',
      word: /\b(passa|passo|passare|passato|passano|passi)\b/i,
      banned: [/\bsi ritir/i, /\bti ritiri/i, /\blascia(re)? la mano\b/i],
    },
    {
      // Issue 35, read 1: the skull's owner draws the lost disc (R14); only a lost disc's owner sees it (R12).
      concept: 'il proprietario di un disco (R12, R14)',
      word: /\bproprietari[oa]\b/,
      banned: [/\bpadron[ei]\b/i],
    },
    { concept: 'lo sfidante (R10)', id: 'challenger', word: /\b[Ss]fidant[ei]\b/, banned: [/\bChallenger/i] },
    { concept: 'la sfida (R11)', id: 'challenge', word: /\b[Ss]fid[ae]\b/, banned: [/\bChallenge\b/i, /\bduell/i] },
    {
      concept: 'una sfida vinta (R12, R13)',
      id: 'success',
      word: /\b[Ss]fid[ae] vint[ae]\b/,
      banned: [/\bun successo\b/i, /\bsuccessi\b/i, /\bpunt[oi]\b/i],
    },
    {
      concept: 'il round',
      id: 'round',
      word: /\b[Rr]ound\b/,
      banned: [/\bmanche\b/i, /\bripres[ae]\b/i, /\bmano di gioco\b/i],
    },
    {
      concept: 'la variante (LC1)',
      id: 'lastChance',
      word: /\bUltima possibilità/,
      banned: [/\bultima possibilità/, /\bUltima Possibilità/, /\bLast Chance\b/i, /\bUltima chance\b/i],
    },
    {
      concept: 'girare un disco (R11)',
      word: /\bgir(a|are|ato|ati|ata|o|ando|arla)\b/,
      banned: [/\bcapovolg/i, /\bsvel/i, /\brivel/i],
    },
    {
      concept: 'dove va un disco perso (R14, R15)',
      word: /\bnella scatola\b/,
      banned: [/\bscart/i, /\bmett[ei] da parte\b/i],
      equipment: 'discs',
    },
    {
      concept: 'dove va una carta persa (R3)',
      word: /\bpila degli scarti\b/,
      banned: [/\bcimitero/i, /\bmazzo degli scarti/i],
      equipment: 'cards',
    },
    {
      concept: 'la pila che sostituisce il tappetino (R3)',
      word: /\bpil[ae]\b/,
      banned: [/\bmucchi/i],
      equipment: 'cards',
    },
    { concept: 'dove si segnano le sfide vinte (R3)', word: /\bfoglio\b/, banned: [/\btaccuin/i], equipment: 'cards' },
    {
      concept: 'un giocatore senza dischi (R17)',
      word: /\bfuori gioco\b/,
      banned: [/(è|sono|sei) eliminat[oaie]\b/i, /\bfuori dai giochi\b/i],
    },
    { concept: 'annullare una mossa (H2)', word: /\bAnnull/, banned: [/\bdisfa/i] },
    {
      concept: 'interrompere il round (H1)',
      word: /\binterromp|\binterrott/,
      banned: [/\babbandon/i, /\bannulla(re|to)? il round\b/i],
    },
    {
      concept: 'la stessa tavolata di nuovo',
      word: /\bUn’altra partita\b/,
      banned: [/\brivincita/i],
      seenIn: ['/src/ui/table/', '/src/ui/sessions/', '/src/ui/setup/'],
    },
    {
      concept: 'il lato di partenza del tappetino (R1)',
      word: /\blato fiore\b/,
      banned: [/\blato liscio/i, /\blato vuoto/i, /\blato teschi?\b/i],
    },
    {
      concept: 'poter girare, la scelta al tu (R6, R9)',
      word: /\bpuoi girare\b/,
      banned: [/\bsaper girare\b/i, /\bScegliete\b/, /dal 2 al 10, come fiori e un fante, una donna/i],
      seenIn: ['/src/reference/', '/src/ui/practice/'],
    },
  ],
  // Skull's own words stay (Skull Table), and so do a few that Italian shares with English.
  sameAsEnglish: ['Menu', 'K'],
  counted: [
    ['giocatore', 'giocatori'],
    ['disco', 'dischi'],
    ['fiore', 'fiori'],
    ['partita', 'partite'],
    ['sezione', 'sezioni'],
    ['carta', 'carte'],
    ['carattere', 'caratteri'],
    ['round', 'round'],
    ['sfida vinta', 'sfide vinte'],
    ['vittoria', 'vittorie'],
  ],
  discWords: [/\bdisc(o|hi)\b/i, /\btappetin[oi]\b/i, /\bscatola\b/i],
  typography: italianTypography,
  // «Mette alla fine»: «inizia» si leggerebbe come «mette per primo» (R4).
  placesLast: /\bmette alla fine\b/,
  // L’app dà del tu a ciascuno, anche quando parla a tutto il tavolo: niente «voi» (giocate, segnatela, scrivete).
  otherRegister: {
    refused: [
      /(?<!\p{L})(voi|vostr[oaie])(?!\p{L})/iu,
      /\p{L}(ate|ete|ite)(la|lo|le|li|ne)(?!\p{L})/u,
      /(^|[.:;!?]\s+|\so\s+)(giocate|segnate|distribuite|scrivete|scegliete|mettete|prendete|guardate|tenete|mescolate|dite|fate|pescate|rilanciate|passate|girate|disattivate|attivate|aggiungete|aprite|toccate)(?!\p{L})(?=\s+\p{L})/iu,
    ],
    caught: [
      'Disattivala o giocate con i dischi.',
      'Segnatela sul foglio.',
      'Scrivete tutti i nomi.',
      'Distribuite le carte.',
    ],
  },
  gendered: [
    /(?<!\p{L})(per ultim[oa]|per prim[oa]|l’ultim[oa]|un giocatore|una giocatrice|a sé)(?!\p{L})/iu,
    /(?<!\p{L})(rimast[oa]|uscit[oa]|lui|lei)(?!\p{L})/iu,
  ],
};
