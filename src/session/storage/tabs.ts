// Tells other tabs of this app that a session was written, so a tab holding an older copy knows.
type Listener = (id: string, rev: number) => void;

const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('skull-table-sessions');
  if (channel) {
    channel.onmessage = (e: MessageEvent<unknown>) => {
      const d = e.data as { id?: unknown; rev?: unknown } | null;
      if (d && typeof d.id === 'string' && typeof d.rev === 'number') for (const l of listeners) l(d.id, d.rev);
    };
  }
  return channel;
}

/** A BroadcastChannel never delivers to itself, so this tab does not hear its own writes. */
export function announceWrite(id: string, rev: number): void {
  open()?.postMessage({ id, rev });
}

export function onOtherTabWrite(listener: Listener): () => void {
  open();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
