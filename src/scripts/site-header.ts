/**
 * The header's one page script (Header.astro): it opens and closes the small screens' menu, closes it on navigation
 * and on Escape (focus back to the button), and loads the diagnostics overlay when the address asks for it. CSS
 * decides the first paint, so nothing moves when it runs.
 */
import diagnosticsUrl from './diagnostics-entry.ts?worker&url';

// The diagnostics overlay loads only when asked for with ?diag=1 (the same script as the menu: one fewer per page).
if (/\bdiag=1\b/.test(location.search)) void import(/* @vite-ignore */ diagnosticsUrl);

const toggle = document.querySelector<HTMLButtonElement>('.site-nav__toggle');
const nav = toggle?.closest('nav');
if (toggle && nav) {
  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    nav.classList.toggle('site-nav--open', open);
  };
  toggle.addEventListener('click', () => setOpen(!isOpen()));
  // A link followed from the open menu closes it (the toggle is a button, never inside a link).
  nav.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) {
      setOpen(false);
      toggle.focus();
    }
  });
  // Back/forward restores pages from the cache with the menu as it was left.
  addEventListener('pageshow', () => setOpen(false));
}
