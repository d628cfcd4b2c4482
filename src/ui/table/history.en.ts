import { plural } from '../../i18n';

export const en = {
  placed: (starter: string) => `Everyone places a disc face down; ${starter} places last.`,
  added: (p: string, stack: number) =>
    `${p} adds a disc (${stack} ${plural('en', stack, 'disc', 'discs')} on the mat).`,
  bid: (p: string, n: number) => `${p} bids ${n}.`,
  bidAll: (p: string, n: number) => `${p} bids ${n}, every disc on the table: the challenge starts at once.`,
  passed: (p: string) => `${p} passes.`,
  flipOwnFlower: (p: string, shown: number, bid: number) => `${p} flips their own disc: a flower (${shown} of ${bid}).`,
  flipOwnSkull: (p: string) => `${p} flips their own disc: a skull!`,
  flipFlower: (p: string, owner: string, shown: number, bid: number) =>
    `${p} flips ${owner}’s disc: a flower (${shown} of ${bid}).`,
  flipSkull: (p: string, owner: string) => `${p} flips ${owner}’s disc: a skull!`,
  chose: (p: string, q: string) => `${p} chooses ${q} to start this round.`,
  abandoned: 'The round is abandoned: every disc goes back and the same player starts again.',
  success: (p: string) => `Success! ${p} flips their mat to its flower side.`,
  successWin: (p: string) => `Success! ${p} has two successes and wins the game.`,
  failRandom: (owner: string, p: string) =>
    `${p} gathers all their discs, from the mat and the hand, and mixes them face down. ${owner} draws one without looking and puts it in the box.`,
  failChoice: (p: string) => `${p}, choose one of your own discs in secret and put it in the box, face down.`,
  lostLastChance: (p: string) => `${p} puts the Last Chance disc and their last disc in the box.`,
  lastDiscGone: (p: string) => `${p} puts their last disc in the box.`,
  eliminated: (p: string) => `${p} is out of the game: their mat leaves the table.`,
  gotLastChance: (p: string, round: number) =>
    `${p} is down to one disc and receives the Last Chance disc, a flower, for round ${round} only. If they challenge in that round and fail, they lose both and are out.`,
  returnLastChance: (p: string) => `${p} gives the Last Chance disc back.`,
  lastStanding: (p: string) => `${p} is the last player left in the game and wins.`,
  nextStarter: (p: string, round: number) => `${p} starts round ${round}.`,
  chooseStarter: (p: string, round: number) => `${p}, you are out of the game: choose who starts round ${round}.`,
  takeBack: 'Everyone takes back the discs on their mat.',
  undone: (s: string) => `Undone: ${s}`,
  redone: (s: string) => `Redone: ${s}`,
  summaryWon: (p: string, bid: number) => `${p} bid ${bid} and won the challenge.`,
  summaryOwnSkull: (p: string, bid: number) => `${p} bid ${bid} and flipped their own skull.`,
  summarySkull: (p: string, bid: number, owner: string) => `${p} bid ${bid} and flipped ${owner}’s skull.`,
  summaryOut: (p: string) => `${p} is out of the game.`,
  summaryAbandoned: 'Abandoned and replayed.',
  summaryUnfinished: 'Not finished.',
  roundHeading: (n: number) => `Round ${n}`,
  roundAbandoned: (n: number) => `Round ${n} (abandoned)`,
};
