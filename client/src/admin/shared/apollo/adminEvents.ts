/** Things the transport notices that the auth layer must act on. */
export interface AdminEventMap {
  /** A request or the live socket says the session is over (UNAUTHENTICATED, close 4401). */
  sessionEnded: void;
  /** Signed in, but refused (FORBIDDEN, close 4403): the role may have changed. */
  accessRefused: void;
}

type Listener = () => void;

export class AdminEvents {
  private readonly listeners = new Map<keyof AdminEventMap, Set<Listener>>();

  on(event: keyof AdminEventMap, listener: Listener): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  emit(event: keyof AdminEventMap): void {
    this.listeners.get(event)?.forEach((listener) => listener());
  }
}
