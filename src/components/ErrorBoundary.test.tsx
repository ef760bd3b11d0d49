import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { isValidElement, type ReactElement } from 'react';
import { ErrorBoundary, withErrorBoundary } from './ErrorBoundary.tsx';
import { islandErrorWords } from '../i18n/island-errors.ts';

afterEach(() => vi.unstubAllGlobals());

/** What the boundary shows once its island threw "kaboom". */
function renderFailed(props: ErrorBoundary['props']): string {
  const boundary = new ErrorBoundary(props);
  boundary.state = ErrorBoundary.getDerivedStateFromError(new Error('kaboom'));
  return renderToStaticMarkup(<>{boundary.render()}</>);
}

describe('ErrorBoundary', () => {
  it('renders its children while nothing failed', () => {
    const Island = withErrorBoundary(() => <p>island works</p>);
    expect(renderToStaticMarkup(<Island />)).toBe('<p>island works</p>');
  });

  it('shows the "Something went wrong" screen with refresh, home and technical details after an error', () => {
    const html = renderFailed({ children: null });
    expect(html).toContain('Something went wrong');
    expect(html).toContain('We encountered an unexpected error. Please try refreshing the page.');
    expect(html).toContain('Refresh Page');
    expect(html).toContain('href="/"');
    expect(html).toContain('Go to Homepage');
    expect(html).toMatch(/<details><summary>Technical Details<\/summary><pre>[^<]*kaboom/);
    expect(html).toContain('role="alert"');
  });

  it('on a Thai page, says it in Thai and leads to the Thai home: the words the page passes as errorWords', () => {
    const Failing = (): never => {
      throw new Error('kaboom');
    };
    const Island = withErrorBoundary(Failing);
    // What the island renders: the boundary around the island, given the page's words (server rendering has no
    // error boundaries, so the boundary is then rendered as React renders it after catching the island's error).
    const tree: unknown = Island({ errorWords: islandErrorWords('th') });
    if (!isValidElement(tree)) throw new Error('the island rendered no element');
    const html = renderFailed((tree as ReactElement<ErrorBoundary['props']>).props);
    // The Thai words of src/i18n/th/frame.ts (errorScreen), as written there.
    expect(html).toContain('<h2>เกิดข้อผิดพลาด</h2>');
    expect(html).toContain('<p>เกิดข้อผิดพลาดที่ไม่คาดคิด โปรดลองโหลดหน้านี้ใหม่</p>');
    expect(html).toContain('โหลดหน้าใหม่</button>');
    expect(html).toContain('href="/th/">ไปที่หน้าแรก</a>');
    expect(html).toContain('<summary>รายละเอียดทางเทคนิค</summary>');
    expect(html).not.toContain('Something went wrong');
  });

  it('passes the island its own props, not errorWords', () => {
    const Island = withErrorBoundary((props: { name: string }) => <p>{JSON.stringify(props)}</p>);
    expect(renderToStaticMarkup(<Island name="quiz" errorWords={islandErrorWords('th')} />)).toBe(
      '<p>{&quot;name&quot;:&quot;quiz&quot;}</p>',
    );
  });

  it('English pages pass no words: the boundary says its English default', () => {
    expect(islandErrorWords('en')).toBeUndefined();
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
