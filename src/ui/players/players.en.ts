import { plural } from '../../i18n';

export const en = {
  empty: 'No players yet: everyone who plays a saved game is remembered here.',
  intro: 'Everyone who played on this device.',
  record: (finished: number, wins: number) =>
    `${finished} ${plural('en', finished, 'finished game', 'finished games')}, ${wins} ${plural('en', wins, 'win', 'wins')}`,
  unfinished: (n: number) => `, ${n} unfinished`,
  rename: (who: string) => `Rename ${who}`,
  renameShort: 'Rename',
  newName: (who: string) => `New name for ${who}`,
  save: 'Save',
  cancel: 'Cancel',
  mergeShort: 'Merge…',
  merge: (who: string) => `Merge ${who} into another player`,
  mergeInto: (who: string) => `Count every game of ${who} for`,
  mergeConfirm: 'Merge',
  mergeHint: 'For a name typed two ways. Undo stays possible until you leave this screen.',
  merged: (from: string, into: string) => `${from} merged into ${into}.`,
  undo: 'Undo',
  unmerged: (who: string) => `${who} is a player of their own again.`,
  renamed: (who: string) => `Renamed to ${who}.`,
  errTooLong: (max: number) => `Keep it to ${max} ${plural('en', max, 'character', 'characters')}.`,
  errTaken: 'Another player already has this name: merge the two instead.',
  errSameGame: 'These two played in the same game, so they are two people: they cannot be merged.',
  errUnknown: 'This player is no longer on the list.',
  errStorage: 'This device refused to store that. Nothing was changed.',
};
