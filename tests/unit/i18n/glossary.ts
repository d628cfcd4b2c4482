// One word per thing: for each concept, the word the app uses in every dictionary (the rules
// reference and the table alike) and the alternatives that must not appear anywhere.
export interface Term {
  concept: string;
  word: RegExp; // the one allowed word
  banned: RegExp[]; // alternatives that may appear in no dictionary
  seenIn?: string[]; // folders where the word must appear; the rules reference and the table by default
}

export const GLOSSARY: Record<'en' | 'fr', Term[]> = {
  en: [
    { concept: 'showing a disc’s face (R11)', word: /\bflip/i, banned: [/\bturn(s|ed|ing)? (it |them )?(up|over)\b/i, /\breveal/i] },
    { concept: 'where a lost disc goes (R14, R15)', word: /\bin the box\b/, banned: [/\bput(s|ting)? (it |them )?away\b/i, /\bdiscard/i] },
    { concept: 'a player with no disc (R17)', word: /\b[Oo]ut of the game\b/, banned: [/\beliminat/i, /\bknock(s|ed)?\b/i, /\blast player standing\b/i] },
    { concept: 'the same table again', word: /\bPlay again\b/, banned: [/\brematch/i, /\breplay the game\b/i], seenIn: ['/src/ui/table/', '/src/ui/sessions/', '/src/ui/setup/'] },
    { concept: 'the mat’s starting side (R1)', word: /\bflower side\b/, banned: [/\bplain side\b/i, /\bskull side\b/i] },
    { concept: 'a disc', word: /\bdiscs?\b/, banned: [/\bdisks?\b/i, /\bcoasters?\b/i, /\btokens?\b/i] },
    { concept: 'the discs on all the mats (R7)', word: /\b[Tt]able total\b/, banned: [/\bOn the table\b/, /\bdiscs in play\b/i] },
    { concept: 'a bid', word: /\bbid/, banned: [/\bwager/i, /\bauction/i] },
    { concept: 'the variant’s name (LC1)', word: /\bLast Chance\b/, banned: [/\blast chance\b/, /\bLast chance\b/, /\blast Chance\b/] },
  ],
  fr: [
    { concept: 'retourner un disque (R11)', word: /\bretourn/, banned: [/\brévél/i, /\bdévoil/i] },
    { concept: 'où va un disque perdu (R14, R15)', word: /\bdans la boîte\b/, banned: [/\b(met|mets|mettre|mettez|mettrait)(-le)? de côté\b/i, /\bdéfauss/i] },
    { concept: 'un joueur sans disque (R17)', word: /\b[Hh]ors jeu\b/, banned: [/élimin/i, /\bsorti(e|s)?\b/i] },
    { concept: 'défaire une action (H2)', word: /\b[Dd]éfai/, banned: [/\bannul/i, /\brétabli/i] },
    { concept: 'abandonner la manche (H1)', word: /\babandonn/, banned: [/\bannul/i] },
    { concept: 'la même table', word: /\bRejouer\b/, banned: [/\brevanche/i], seenIn: ['/src/ui/table/', '/src/ui/sessions/', '/src/ui/setup/'] },
    { concept: 'surenchérir (R9)', word: /\bsurench/, banned: [/\bmont(er|ez|e)\b/i, /\brelanc/i] },
    { concept: 'le Challenger (R10)', word: /\bChallenger\b/, banned: [/\bchallenger\b/, /\bchallengeu/i, /\bchallenge\b/i] },
    { concept: 'les disques sur tous les tapis (R7)', word: /\b[Tt]otal de la table\b/, banned: [/\bSur la table\b/, /\btotal des tapis\b/i] },
    { concept: 'le tapis', word: /\btapis\b/, banned: [/\bplateau/i, /\bsous-verre/i] },
    { concept: 'un disque', word: /\bdisques?\b/, banned: [/\bjetons?\b/i] },
    { concept: 'le côté de départ du tapis (R1)', word: /\bcôté fleur\b/, banned: [/\bface unie\b/i, /\bcôté uni\b/i] },
    { concept: 'le nom de la variante (LC1)', word: /\bDernière chance\b/, banned: [/\bdernière chance\b/, /\bDernière Chance\b/] },
  ],
};
