import { plural } from '../../i18n';

export const en = {
  title: 'Share the result',
  hint: 'Made on this device: nothing is sent until you choose where.',
  share: 'Share',
  download: 'Download',
  app: 'Skull Table',
  wins: (n: number) => `${n} ${plural('en', n, 'win', 'wins')}`,
  row: (place: number, name: string, result: string) => `${place}. ${name}${result ? `: ${result}` : ''}`,
  gamesTitle: 'Games:',
  shared: 'Shared.',
  sharedText: 'Shared as text.',
  copied: 'Copied: paste it in your chat.',
  downloaded: 'Picture and text downloaded.',
  cancelled: 'Not shared.',
  failed: 'Could not share, copy or download here.',
};
