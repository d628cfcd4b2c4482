import { plural } from '../i18n';

export const en = {
  title: 'Share the result',
  hint: 'Made on this device: nothing is sent until you choose where.',
  share: 'Share',
  download: 'Download',
  app: 'Skull Table',
  wins: (n: number) => `${n} ${plural('en', n, 'win', 'wins')}`,
  row: (place: number, name: string, result: string) => `${place}. ${name}${result ? `: ${result}` : ''}`,
  gamesTitle: 'Games:',
  fileName: 'skull-table-result',
  shared: 'Shared.',
  sharedText: 'Shared as text.',
  copied: 'The result is copied: paste it in your chat.',
  downloaded: 'The picture and the text are in your downloads.',
  cancelled: 'Not shared.',
  failed: 'Could not share, copy or download here.',
};
