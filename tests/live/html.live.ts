/**
 * The live build's HTML is valid (W3C Nu checker, vnu-jar) on every page type, every Thai page and a spread of the
 * rest: raw HTML or a table an editor writes into Markdown ends up in the page as is.
 */
import { describeHtmlValidity } from '../support/html-validity.ts';
import { liveClientDir } from './support/live-site.ts';

describeHtmlValidity('HTML validity of the live build', liveClientDir, 0);
