// The one piece of update state the always-loaded UI shares with the lazily loaded registration.
export type ApplyUpdate = () => void;

let offer: ApplyUpdate | null = null;
const listeners = new Set<(offer: ApplyUpdate | null) => void>();

/** Called by the registration when a new version waits; `apply` activates it and reloads. */
export function offerUpdate(apply: ApplyUpdate | null): void {
  offer = apply;
  for (const listener of listeners) listener(offer);
}

export function currentOffer(): ApplyUpdate | null {
  return offer;
}

export function onUpdateOffer(listener: (offer: ApplyUpdate | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
