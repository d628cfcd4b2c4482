// Spoken announcements: the live region's sentence, read aloud in the UI language where supported.
import type { Lang } from '../../i18n';

export function speechSupported(): boolean {
  return typeof globalThis.speechSynthesis !== 'undefined' && typeof globalThis.SpeechSynthesisUtterance === 'function';
}

export function speak(text: string, lang: Lang): void {
  if (!text || !speechSupported()) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = lang;
  speechSynthesis.speak(utterance);
}

export function stopSpeaking(): void {
  if (speechSupported()) speechSynthesis.cancel();
}
