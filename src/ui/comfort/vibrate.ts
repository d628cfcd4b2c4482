// A short buzz when a control is tapped, so a player feels the tap registered; absent on most desktops and iOS.
const TAPPABLE = 'button, a[href], summary, input, [role="button"]';

export function vibrationSupported(): boolean {
  return typeof globalThis.navigator?.vibrate === 'function';
}

/** Buzzes briefly on every tap on a control inside the document; returns the function that stops it. */
export function buzzOnTaps(ms = 15): () => void {
  if (!vibrationSupported()) return () => {};
  const onClick = (e: Event) => {
    const target = e.target instanceof Element ? e.target.closest(TAPPABLE) : null;
    if (target && !(target as HTMLButtonElement).disabled) navigator.vibrate(ms);
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
