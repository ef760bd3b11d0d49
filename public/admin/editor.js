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
