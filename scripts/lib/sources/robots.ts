/**
 * robots.txt as RFC 9309 reads it: the group for our product token (else the `*` group), the longest
 * matching Allow or Disallow rule wins, Allow on a tie; `*` matches any characters and `$` anchors the end.
 */

interface Rule {
  allow: boolean;
  pattern: string;
}

export interface Robots {
  /** Whether the path (with its query) may be fetched. */
  allows(pathAndQuery: string): boolean;
}

/** Everything allowed: no robots.txt (4xx), as the RFC says. */
export const allowAll: Robots = { allows: () => true };
/** Nothing allowed: robots.txt unavailable (5xx), as the RFC says. */
export const disallowAll: Robots = { allows: () => false };

/** The groups of a robots.txt: each a set of user agents (lower case) and its rules. */
function parseGroups(text: string): { agents: string[]; rules: Rule[] }[] {
  const groups: { agents: string[]; rules: Rule[] }[] = [];
  let current: { agents: string[]; rules: Rule[] } | undefined;
  let lastWasAgent = false;
  for (const rawLine of text.split(/\r?\n|\r/)) {
    const line = rawLine.replace(/#.*/, '').trim();
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'user-agent') {
      if (!current || !lastWasAgent) groups.push((current = { agents: [], rules: [] }));
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
    } else if ((key === 'allow' || key === 'disallow') && current) {
      // An empty Disallow allows everything: no rule.
      if (value !== '') current.rules.push({ allow: key === 'allow', pattern: value });
      lastWasAgent = false;
    } else {
      lastWasAgent = false;
    }
  }
  return groups;
}

/** Whether a rule's pattern matches the start of the path. */
function matches(pattern: string, pathAndQuery: string): boolean {
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  const regex = body
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${regex}${anchored ? '$' : ''}`).test(pathAndQuery);
}

/** Percent-encodes what a browser would, so `/ข่าว` in robots.txt matches the encoded path of a URL. */
const encodePattern = (pattern: string): string => {
  try {
    return encodeURI(decodeURI(pattern));
  } catch {
    return pattern;
  }
};

export function parseRobots(text: string, productToken: string): Robots {
  const groups = parseGroups(text);
  const token = productToken.toLowerCase();
  const ours = groups.filter((group) => group.agents.includes(token));
  const chosen = ours.length > 0 ? ours : groups.filter((group) => group.agents.includes('*'));
  const rules = chosen
    .flatMap((group) => group.rules)
    .map((rule) => ({ ...rule, pattern: encodePattern(rule.pattern) }));
  return {
    allows(pathAndQuery) {
      let best: Rule | undefined;
      for (const rule of rules) {
        if (!matches(rule.pattern, pathAndQuery)) continue;
        const longer = !best || rule.pattern.length > best.pattern.length;
        const tieAllow = best && rule.pattern.length === best.pattern.length && rule.allow;
        if (longer || tieAllow) best = rule;
      }
      return best ? best.allow : true;
    },
  };
}
