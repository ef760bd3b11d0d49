/**
 * Wraps every React island: a rendering error shows the "Something went wrong"
 * screen instead of a blank area, and logs what helps a developer reproduce it.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorScreenText } from '../lib/site/error-screen.ts';

interface Props {
  children: ReactNode;
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
    return (
      <div className="error-screen" role="alert">
        <h2>{errorScreenText.heading}</h2>
        <p>{errorScreenText.text}</p>
        <p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {errorScreenText.refresh}
          </button>{' '}
          <a className="button button--secondary" href="/">
            {errorScreenText.home}
          </a>
        </p>
        <details>
          <summary>{errorScreenText.details}</summary>
          <pre>{error.stack ?? error.message}</pre>
        </details>
      </div>
    );
  }
}

/** `withErrorBoundary(Island)`: the exported island component every page hydrates. */
export function withErrorBoundary<P extends object>(Inner: (props: P) => ReactNode) {
  const Wrapped = (props: P) => (
    <ErrorBoundary>
      <Inner {...props} />
    </ErrorBoundary>
  );
  Wrapped.displayName = `WithErrorBoundary(${Inner.name || 'Island'})`;
  return Wrapped;
}
