/** A sentence with links inside it, as a dictionary writes it: strings, and links by name (the page holds the addresses). */
export type Part<Name extends string = string> = string | { to: Name; label: string };

/**
 * A sentence with links, written as one template so it reads as prose:
 * linked`See ${{ to: 'taxGuide', label: 'our tax guide' }} for ${days} days.` gives
 * ['See ', { to: 'taxGuide', label: 'our tax guide' }, ' for 180 days.']. Figures and words join the text around them.
 */
export function linked<Name extends string>(
  strings: TemplateStringsArray,
  ...values: (string | number | { to: Name; label: string })[]
): Part<Name>[] {
  const parts: Part<Name>[] = [];
  let text = strings[0];
  values.forEach((value, i) => {
    if (typeof value === 'object') {
      if (text) parts.push(text);
      parts.push(value);
      text = '';
    } else text += String(value);
    text += strings[i + 1];
  });
  if (text) parts.push(text);
  return parts;
}
