/**
 * A line diff for people: what changed between two versions of a text, as the lines removed (-) and added (+) with
 * a little unchanged context around them, under "@@ line N @@" headings (N: the line in the new version). Texts
 * here are one content file (a few hundred lines), so a plain longest-common-subsequence table is small enough.
 */

type Op = { kind: ' ' | '-' | '+'; text: string; line: number };

/** The edit script turning `a` into `b`, each op with the line of `b` it stands at (1-based). */
function editScript(a: readonly string[], b: readonly string[]): Op[] {
  // Equal lines at both ends never need the table.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const n = endA - start;
  const m = endB - start;
  const common = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      common[i][j] =
        a[start + i] === b[start + j] ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1]);
    }
  }
  const ops: Op[] = a.slice(0, start).map((text, k) => ({ kind: ' ', text, line: k + 1 }));
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[start + i] === b[start + j]) {
      ops.push({ kind: ' ', text: a[start + i++], line: start + ++j });
    } else if (i < n && (j === m || common[i + 1][j] >= common[i][j + 1])) {
      // Removed lines before added ones, as diff tools show a replaced line.
      ops.push({ kind: '-', text: a[start + i++], line: start + j + 1 });
    } else {
      ops.push({ kind: '+', text: b[start + j], line: start + ++j });
    }
  }
  a.slice(endA).forEach((text, k) => ops.push({ kind: ' ', text, line: endB + k + 1 }));
  return ops;
}

/** The changed lines of `after` against `before`, with `context` unchanged lines around each change; [] when equal. */
export function lineDiff(before: string, after: string, context = 2): string[] {
  const ops = editScript(before.split('\n'), after.split('\n'));
  const changed = ops.map((op, k) => (op.kind === ' ' ? -1 : k)).filter((k) => k >= 0);
  if (changed.length === 0) return [];
  const shown = new Set<number>();
  for (const k of changed) {
    for (let c = Math.max(0, k - context); c <= Math.min(ops.length - 1, k + context); c++) shown.add(c);
  }
  const out: string[] = [];
  let previous = -2;
  for (const k of [...shown].sort((x, y) => x - y)) {
    if (k !== previous + 1) out.push(`@@ line ${ops[k].line} @@`);
    out.push(`${ops[k].kind} ${ops[k].text}`);
    previous = k;
  }
  return out;
}
