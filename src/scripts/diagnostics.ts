/**
 * Diagnostics overlay, loaded only with ?diag=1: path, base,
 * whether embedded page data exists, whether the property index loads with
 * articles, and the fetch status. Built with DOM calls (no innerHTML).
 */
import { diagnosticsFetchStatus, type DiagnosticsFetchResult } from '../lib/site/diagnostics.ts';

async function probePropertyIndex(): Promise<DiagnosticsFetchResult> {
  try {
    const response = await fetch('/property-index.json', { cache: 'no-cache', credentials: 'include' });
    if (!response.ok) return { kind: 'http', status: response.status };
    const body = (await response.json()) as { articles?: unknown[] };
    return { kind: 'ok', articles: Array.isArray(body.articles) ? body.articles.length : 0 };
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}

function row(list: HTMLElement, term: string, value: string, id?: string): HTMLElement {
  const dt = document.createElement('dt');
  dt.textContent = term;
  const dd = document.createElement('dd');
  dd.textContent = value;
  if (id) dd.id = id;
  list.append(dt, dd);
  return dd;
}

export function showDiagnostics(): void {
  if (document.getElementById('diag-overlay')) return;
  const panel = document.createElement('section');
  panel.id = 'diag-overlay';
  panel.className = 'diag-overlay';
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-labelledby', 'diag-title');
  const heading = document.createElement('h2');
  heading.id = 'diag-title';
  heading.textContent = 'Diagnostics';
  const list = document.createElement('dl');
  row(list, 'Path', location.pathname);
  row(list, 'Base', document.baseURI ? new URL(document.baseURI).pathname.replace(/[^/]*$/, '') || '/' : '/');
  row(list, 'Embedded page data', document.getElementById('__PAGE_DATA__') ? 'Found' : 'Not found');
  const propertyCell = row(list, 'Property index', diagnosticsFetchStatus({ kind: 'untested' }), 'diag-property');
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'button button--secondary';
  close.textContent = 'Close diagnostics';
  close.addEventListener('click', () => panel.remove());
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') panel.remove();
  });
  panel.append(heading, list, close);
  Object.assign(panel.style, {
    position: 'fixed',
    right: '1rem',
    bottom: '1rem',
    zIndex: '1000',
    maxWidth: '22rem',
    padding: '1rem',
    background: '#fff',
    color: '#1c2526',
    border: '2px solid #0b5d55',
    borderRadius: '8px',
    boxShadow: '0 4px 20px rgb(0 0 0 / 0.2)',
    fontSize: '0.9rem',
  });
  document.body.append(panel);
  close.focus();
  probePropertyIndex().then((result) => {
    propertyCell.textContent = diagnosticsFetchStatus(result);
  });
}
