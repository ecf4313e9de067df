import { Component, type ReactNode } from 'react';
import { ErrorState } from './StateMessages';

interface State {
  failed: boolean;
}

/**
 * A page that throws while rendering, or whose chunk fails to load (new release, bad connection),
 * shows a way out inside the panel instead of a blank screen. Keyed by path in the layout, so
 * navigating elsewhere resets it.
 */
export class AdminErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('Beheerpagina kon niet worden getoond', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorState
        title="Deze pagina kon niet worden geladen"
        description="Controleer je verbinding en laad de pagina opnieuw."
        onRetry={() => window.location.reload()}
      />
    );
  }
}
