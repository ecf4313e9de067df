import { Component, type ReactNode } from 'react';
import { Button, Container, Heading, Text } from '@chakra-ui/react';

interface State {
  failed: boolean;
}

/**
 * A page that fails to load (usually its chunk, after a new release or on a bad connection)
 * shows a way out instead of a blank screen. Keyed by path in the layout, so navigating resets it.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('Pagina kon niet worden geladen', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Container maxW="xl" py="40" textAlign="center">
        <Heading as="h1" size="2xl">
          Deze pagina kon niet worden geladen
        </Heading>
        <Text color="fg.muted" mt="3">
          Controleer je verbinding en probeer het opnieuw.
        </Text>
        <Button mt="8" onClick={() => window.location.reload()}>
          Opnieuw laden
        </Button>
      </Container>
    );
  }
}
