import { lazy, type ComponentType } from 'react';

/** A route's page component, loaded in its own chunk. */
export interface LazyPage {
  (): React.JSX.Element;
  /** Loads the chunk; the prerender and the client's first render await it. */
  preload: () => Promise<void>;
  /** The loaded component's name (the prerender finds the page's chunk by it). */
  componentName: () => string | undefined;
}

/**
 * React.lazy, plus `preload()`. Once preloaded, the lazy factory answers with a thenable that
 * resolves synchronously, so React renders the page without suspending: the prerender gets the
 * full page from one synchronous render, and hydration finds exactly the prerendered markup
 * instead of a Suspense fallback. Before that it suspends like any lazy component.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;

  const preload = (): Promise<void> => {
    pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // A failed chunk (offline, new deploy) may be retried on the next navigation.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  const Lazy = lazy(() => {
    if (loaded) {
      const module = { default: loaded };
      // React reads a lazy result synchronously when `then` calls back before returning.
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<typeof module>;
    }
    return preload().then(() => ({ default: loaded! }));
  });

  const Page = () => <Lazy />;
  Page.preload = preload;
  Page.componentName = () => loaded?.name;
  return Page;
}
