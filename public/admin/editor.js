/**
 * Starts the content editor. Decap CMS cannot edit a YAML file whose whole content is a list (plans.yaml,
 * banks.yaml, the rule files): its file collections need an object at the top. The "yaml-list" format reads
 * such a file as { items: [...] } and writes the list back, so the form edits `items` as a list of records.
 * The YAML library is the project's own `yaml` package (its browser build, copied beside this file).
 */
import { parse, stringify } from './yaml/index.js';

const CMS = window.CMS;
CMS.registerCustomFormat('yaml-list', 'yaml', {
  fromFile: (text) => ({ items: parse(text) ?? [] }),
  toFile: (data) => {
    const plain = typeof data?.toJS === 'function' ? data.toJS() : data;
    return stringify(plain?.items ?? [], { lineWidth: 0 });
  },
});
CMS.init();

/**
 * Decap's list widget gives each row two icon-only buttons (fold or unfold, remove) and a drag handle without an
 * accessible name, and it offers no option to name them: a screen reader announces "button". Each row's top bar
 * is a flex row of [fold button, drag handle, remove button]; name what has no name, by its place in that row, as
 * rows appear.
 */
const ROW_LABELS = { fold: 'Fold or unfold this item', remove: 'Remove this item', drag: 'Reorder this item (drag)' };
const hasName = (element) => element.hasAttribute('aria-label') || element.textContent.trim() !== '';
function nameListRowControls(root) {
  for (const handle of root.querySelectorAll('[aria-roledescription="sortable"]')) {
    if (!hasName(handle)) handle.setAttribute('aria-label', ROW_LABELS.drag);
  }
  for (const button of root.querySelectorAll('button')) {
    if (hasName(button) || !button.querySelector('svg')) continue;
    const row = button.parentElement;
    if (!row || row.children.length !== 3) continue;
    if (row.firstElementChild === button) button.setAttribute('aria-label', ROW_LABELS.fold);
    else if (row.lastElementChild === button) button.setAttribute('aria-label', ROW_LABELS.remove);
  }
}
new MutationObserver(() => nameListRowControls(document.body)).observe(document.body, { childList: true, subtree: true });
