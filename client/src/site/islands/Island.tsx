import { StrictMode, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { publicSystem } from '../../components/theme/system';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandName } from './islandAttributes';

/** The wrapper takes no box of its own, so the page lays out exactly as without it. */
const NO_BOX: CSSProperties = { display: 'contents' };

/**
 * What an island renders inside, in the prerender and in the browser alike (so hydration finds
 * the same tree): the public Chakra system. The island root adds the Emotion cache around it.
 */
export function IslandProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <ChakraProvider value={publicSystem()}>{children}</ChakraProvider>
    </StrictMode>
  );
}

export interface IslandProps<P extends object> {
  name: IslandName;
  component: ComponentType<P>;
  /** Serialised into the HTML: plain JSON data only (no functions, no elements). */
  props: P;
}

/**
 * A part of a public page that needs JavaScript (a form, the navbar's menus): the prerender renders
 * it like the rest of the page, and the browser hydrates it on a React root of its own
 * (app/startIslands.tsx), with the props written here. The page around it stays prerendered HTML
 * that no script touches (docs/architecture.md, "Public-site speed").
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  return (
    <div style={NO_BOX} {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }}>
      <IslandProviders>
        <Component {...props} />
      </IslandProviders>
    </div>
  );
}
