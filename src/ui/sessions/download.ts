import { saveFile } from '../components/saveFile';

/** Saves a backup's text as a JSON file. */
export const downloadText = (text: string, fileName: string): void =>
  saveFile(new Blob([text], { type: 'application/json' }), fileName);

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
