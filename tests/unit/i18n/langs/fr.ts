import type { LangRules } from './types';

// French sets a non-breaking space before : ; ! ? » and after «: one convention, the Imprimerie nationale's, a
// word-wide one (U+00A0) before a colon and inside « », a thin one (U+202F) before ; ! ?.
function frenchTypography(text: string): string[] {
  const problems: string[] = [];
  if (/ [:;!?»]/.test(text)) problems.push('a breaking space before : ; ! ? or »');
  if (/[\p{L}\d)][;!?»]/u.test(text) || /[\p{L}\d)][:](?!\/\/)/u.test(text))
    problems.push('no space before : ; ! ? or »');
  if (/« /.test(text) || /«[^\u00a0\u202f]/.test(text)) problems.push('no non-breaking space after «');
  if (/\u202f[:»]|«\u202f/.test(text)) problems.push('a thin space before : or inside « »: use U+00A0');
  if (/\u00a0[;!?]/.test(text)) problems.push('a wide space before ; ! ?: use U+202F');
  // 10 000, not 10000: French groups the digits of a number from five digits up (a year or a port has four).
  if (/(?<![\d-])\d{5,}(?![\d-])/.test(text)) problems.push('digits not grouped: 10 000');
  return problems;
}

export const fr: LangRules = {
  glossary: [
    {
      // Issue 35 : une chose, un nom. La version de voyage (pas « jeu de cartes de voyage »), la pile du joueur (pas
      // « paquet », qui est aussi le jeu entier), la défausse (pas « à l’écart »).
      concept: 'la version de voyage (R3)',
      word: /\bversion de voyage\b/,
      banned: [/\bjeu de cartes de voyage\b/i, /\bédition de voyage\b/i, /\bpaquets?\b/i, /\bà l’écart\b/i],
      seenIn: ['/src/reference/', '/src/ui/setup/'],
    },
    {
      // Issue 35 : des calques relevés à la lecture.
      concept: 'une réussite s’obtient',
      word: /\bréussite/,
      banned: [
        /\bgagne\w* (une|de|la|sa) (deuxième )?réussite/i,
        /\bune deuxième gagne\b/i,
        /\bLa boîte propose\b/i,
        /\bRemèdes maison\b/i,
        /\bpile passe d’abord\b/i,
        /\bAu tour de\b/,
        // Issue 35, relecture : « retenue » se lit « retenue contre son gré », « toucher » n’est pas la vibration.
        /\best retenue ici\b/i,
        /\bSon et toucher\b/i,
        // Relecture 2 : « tenir un papier » n’est pas français, « gardé » n’est pas ce que fait un import.
        /\bsi vous en tenez un\b/i,
        /\bRien n’est gardé\b/i,
      ],
    },
    {
      // Issue 35, relecture : un seul nom pour le joueur qui commence ; « premier joueur », juste après « pose en dernier »,
      // se lit « le premier à poser » (R4, R5).
      concept: 'le joueur qui commence (R4, R5)',
      word: /\bjoueur qui commence\b/,
      banned: [/\bpremier joueur\b/i],
    },
    {
      // Issue 22: words the player screens must not say again (a trap counted is sprung; names carry no gender).
      concept: 'les pièges déclenchés',
      word: /\bPièges déclenchés\b/,
      banned: [
        /\bPièges tendus\b/i,
        /\bque vous pensez retourner\b/i, // « penser pouvoir retourner »
        /^Mis hors jeu$/,
        /\bRéussi sur sa seule pile\b/i,
        /\bredevient un joueur\b/i,
        /\bfusionnée? avec\b/i,
      ],
      seenIn: ['/src/ui/stats/'],
    },
    { concept: 'retourner un disque (R11)', word: /\bretourn/, banned: [/\brévél/i, /\bdévoil/i] },
    {
      concept: 'où va un disque perdu (R14, R15)',
      word: /\bdans la boîte\b/,
      banned: [/\b(met|mets|mettre|mettez|mettrait)(-le)? de côté\b/i, /\bdéfauss/i],
      equipment: 'discs',
    },
    {
      concept: 'où va une carte perdue (R3)',
      word: /\bdéfausse\b/,
      banned: [/\bcimetière/i, /\bmets? de côté\b/i],
      equipment: 'cards',
    },
    { concept: 'la pile qui remplace le tapis (R3)', word: /\bpiles?\b/, banned: [/\btas\b/i], equipment: 'cards' },
    { concept: 'où s’inscrivent les réussites (R3)', word: /\bpapier\b/, banned: [/\bcarnet/i], equipment: 'cards' },
    { concept: 'un joueur sans disque (R17)', word: /\b[Hh]ors jeu\b/, banned: [/élimin/i, /\bsorti(e|s)?\b/i] },
    {
      concept: 'annuler et rétablir une action (H2)',
      word: /\b(Annul|Rétabli)/,
      // « Défait : » and « Action défaite » read as "Defeated"; « Refaire » is not the undo's counterpart.
      banned: [/\bDéfait\b/, /\bAction (dé|re)faite\b/i, /\bRefaire\b/],
      seenIn: ['/src/ui/table/'],
    },
    { concept: 'abandonner la manche (H1)', word: /\babandonn/, banned: [/\bannul\w* (la|cette) manche/i] },
    {
      concept: 'la même table',
      word: /\bRejouer\b/,
      banned: [/\brevanche/i],
      seenIn: ['/src/ui/table/', '/src/ui/sessions/', '/src/ui/setup/'],
    },
    { concept: 'surenchérir (R9)', id: 'raise', word: /\bsurench/, banned: [/\bmont(er|ez|e)\b/i, /\brelanc/i] },
    {
      concept: 'le Challenger (R10)',
      id: 'challenger',
      word: /\bChallenger\b/,
      banned: [/\bchallenger\b/, /\bchallengeu/i, /\bchallenge\b/i],
    },
    {
      concept: 'les disques sur tous les tapis (R7)',
      word: /\b[Tt]otal de la table\b/,
      banned: [/\bSur la table\b/, /\btotal des tapis\b/i],
    },
    { concept: 'le tapis', id: 'mat', word: /\btapis\b/, banned: [/\bplateau/i, /\bsous-verre/i] },
    { concept: 'un disque', id: 'disc', word: /\bdisques?\b/, banned: [/\bjetons?\b/i] },
    { concept: 'le côté de départ du tapis (R1)', word: /\bcôté fleur\b/, banned: [/\bface unie\b/i, /\bcôté uni\b/i] },
    {
      concept: 'le nom de la variante (LC1)',
      id: 'lastChance',
      word: /\bDernière chance\b/,
      banned: [/\bdernière chance\b/, /\bDernière Chance\b/],
    },
    {
      concept: 'passer, et la pile qui reste en jeu (R9)',
      word: /\b[Pp]ass(e|er|ez)\b/,
      banned: [/ne revient pas dans (la|cette) manche/i, /d’abord toute sa propre pile/i],
      seenIn: ['/src/reference/', '/src/ui/practice/'],
    },
  ],
  sameAsEnglish: ['Challenger', 'OK', 'Total', 'Piles'],
  counted: [
    ['joueur', 'joueurs'],
    ['disque', 'disques'],
    ['fleur', 'fleurs'],
    ['partie', 'parties'],
    ['section', 'sections'],
    ['réussite', 'réussites'],
    ['victoire', 'victoires'],
    ['carte', 'cartes'],
    ['caractère', 'caractères'],
    ['retourné', 'retournés'],
  ],
  discWords: [/\bdisques?\b/i, /\btapis\b/i, /\bboîte\b/i],
  typography: frenchTypography,
  // « Le joueur qui commence pose en dernier » : « commence » seul lirait « pose le premier » (R4).
  placesLast: /\bpose en dernier\b/,
  // L’application vouvoie : aucune forme du tutoiement.
  otherRegister: {
    refused: [/(?<!\p{L})(tu|te|toi|ton|ta|tes|t’)(?!\p{L})/iu],
    caught: ['Retourne ton disque du dessus.', 'Tu peux passer.', 'Arrête-toi dès que 2 fleurs sont visibles.'],
  },
  gendered: [
    /(?<!\p{L})(est|reste|devient|redevient) (le|la|un|une)(?!\p{L})/iu,
    /(?<!\p{L})(seule?|(est|reste) (le |la )?(dernier|dernière|premier|première))(?!\p{L})/iu,
    /(?<!\p{L})(fusionnée?|renommée?|éliminée?|choisie?|prête?|sortie?|venue?|arrivée?)(?!\p{L})/iu,
    /(?<!\p{L})(il|elle|lui-même|elle-même|joueuse)(?!\p{L})/iu,
  ],
};
