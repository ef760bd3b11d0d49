/**
 * Wraps every React island: a rendering error shows the "Something went wrong"
 * screen instead of a blank area, and logs what helps a developer reproduce it.
 * The screen speaks the page's language: a page in another language than
 * English passes its words to the island as the `errorWords` prop (from its
 * dictionary, src/i18n/island-errors.ts), as it passes the island's other words.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorScreenText, type IslandErrorWords } from '../lib/site/error-screen.ts';

interface Props {
  children: ReactNode;
  /** The page's words and home link; English and `/` when not given. */
  words?: IslandErrorWords;
}
interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Island rendering failed', {
      path: window.location.pathname,
      hasEmbeddedPageData: Boolean(document.getElementById('__PAGE_DATA__')),
      userAgent: navigator.userAgent,
      error,
      componentStack: info.componentStack,
    });
  }

  render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { words = errorScreenText } = this.props;
    return (
      <div className="error-screen" role="alert">
        <h2>{words.heading}</h2>
        <p>{words.text}</p>
        <p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {words.refresh}
          </button>{' '}
          <a className="button button--secondary" href={words.homeHref}>
            {words.home}
          </a>
        </p>
        <details>
          <summary>{words.details}</summary>
          <pre>{error.stack ?? error.message}</pre>
        </details>
      </div>
    );
  }
}

/** `withErrorBoundary(Island)`: the exported island component every page hydrates; it takes the island's props and `errorWords`. */
export function withErrorBoundary<P extends object>(Inner: (props: P) => ReactNode) {
  const Wrapped = ({ errorWords, ...props }: P & { errorWords?: IslandErrorWords }) => (
    <ErrorBoundary words={errorWords}>
      <Inner {...(props as P)} />
    </ErrorBoundary>
  );
  Wrapped.displayName = `WithErrorBoundary(${Inner.name || 'Island'})`;
  return Wrapped;
}
