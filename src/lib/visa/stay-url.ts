/**
 * The stay calculator's inputs in the address (the island keeps them there; the reminder endpoint reads them
 * back from the page the form was sent from, so the form carries the calculator's dates with no script).
 */
import { textField } from '../shared/url-state.ts';
import { choiceField, flagField, listField } from '../shared/url-state-fields.ts';
import { entryTypes, extensionKinds, purposes } from './stay.ts';

export const stayFields = {
  entry: textField('entry'),
  type: choiceField('type', entryTypes, 'visa-exempt'),
  nat: textField('nat'),
  purpose: choiceField('purpose', purposes, 'b'),
  kind: choiceField('kind', extensionKinds, 'visitor'),
  ends: textField('ends'),
  issued: textField('issued'),
  extend: flagField('extend'),
  moves: listField('moves', 10),
};
