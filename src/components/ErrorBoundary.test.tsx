import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ErrorBoundary, withErrorBoundary } from './ErrorBoundary.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('ErrorBoundary', () => {
  it('renders its children while nothing failed', () => {
    const Island = withErrorBoundary(() => <p>island works</p>);
    expect(renderToStaticMarkup(<Island />)).toBe('<p>island works</p>');
  });

  it('shows the "Something went wrong" screen with refresh, home and technical details after an error', () => {
    const boundary = new ErrorBoundary({ children: null });
    boundary.state = ErrorBoundary.getDerivedStateFromError(new Error('kaboom'));
    const html = renderToStaticMarkup(<>{boundary.render()}</>);
    expect(html).toContain('Something went wrong');
    expect(html).toContain('We encountered an unexpected error. Please try refreshing the page.');
    expect(html).toContain('Refresh Page');
    expect(html).toContain('href="/"');
    expect(html).toContain('Go to Homepage');
    expect(html).toMatch(/<details><summary>Technical Details<\/summary><pre>[^<]*kaboom/);
    expect(html).toContain('role="alert"');
  });

  it('logs the path, whether embedded page data exists and the browser agent', () => {
    vi.stubGlobal('window', { location: { pathname: '/news/' } });
    vi.stubGlobal('document', { getElementById: (id: string) => (id === '__PAGE_DATA__' ? {} : null) });
    vi.stubGlobal('navigator', { userAgent: 'TestAgent/1.0' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    new ErrorBoundary({ children: null }).componentDidCatch(new Error('x'), { componentStack: 'at Island' });
    expect(log).toHaveBeenCalledWith(
      'Island rendering failed',
      expect.objectContaining({ path: '/news/', hasEmbeddedPageData: true, userAgent: 'TestAgent/1.0' }),
    );
    log.mockRestore();
  });
});
