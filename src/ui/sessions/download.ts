import { saveFile } from '../components/saveFile';
import { localDay } from '../receive/sendBackup';

/** Saves a backup's text as a JSON file. */
export const downloadText = (text: string, fileName: string): void =>
  saveFile(new Blob([text], { type: 'application/json' }), fileName);

/** Today where the person is (a backup saved at 23:50 is named by its evening, as a sent one is). */
export const today = (): string => localDay(Date.now());
