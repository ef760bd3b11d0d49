/**
 * `npm run content:stale [-- --today YYYY-MM-DD]`: every guide, activity, plan, bank card, insurance section
 * and rule record by the age of its review date, per section, oldest first, against the section's maximum age
 * (the section model's `reviewMaxAgeDays`); then every dated statement (`expires`) of a guide, activity, news
 * post or translation whose date has come, with its file and what it covers. Exits 1 when any is past its age
 * or expired. `--today` pins the date judged against (else BUILD_DATE, else today, as the build judges);
 * CONTENT_ROOT points at another content folder.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { z } from 'zod';
import { freshnessReport, type DatedRecord } from '../src/lib/content/freshness.ts';
import { buildDay, expiredStatements, type ExpiredStatement } from '../src/lib/content/expiry.ts';
import { expiringStatementSchema, type ExpiringStatement } from '../src/lib/content/schemas.ts';
import { sections, type SectionId } from '../src/lib/site/sections.ts';

const { values } = parseArgs({ options: { today: { type: 'string' } } });
if (values.today && !/^\d{4}-\d{2}-\d{2}$/.test(values.today)) {
  console.error('--today takes a date as YYYY-MM-DD');
  process.exit(2);
}
const today = values.today ? new Date(`${values.today}T00:00:00Z`) : buildDay();
const root = (process.env.CONTENT_ROOT ?? 'content').replace(/\/+$/, '');

/** A YAML date (parsed as text by YAML 1.2) as a UTC day. */
const asDate = (value: unknown): Date | undefined => {
  if (value instanceof Date) return value;
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : undefined;
};
const yamlFile = (rel: string): unknown =>
  existsSync(path.join(root, rel)) ? parse(readFileSync(path.join(root, rel), 'utf8')) : undefined;
const frontmatter = (file: string): Record<string, unknown> => {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, 'utf8'));
  return match ? (parse(match[1]) as Record<string, unknown>) : {};
};
const markdownIn = (folder: string) =>
  existsSync(path.join(root, folder))
    ? readdirSync(path.join(root, folder))
        .filter((f) => f.endsWith('.md') && !f.startsWith('_'))
        .map((f) => `${folder}/${f}`)
    : [];

const records: DatedRecord[] = [];
const undated: string[] = [];
const add = (section: SectionId, kind: string, name: string, value: unknown) => {
  const reviewed = asDate(value);
  if (reviewed) records.push({ section, kind, name, reviewed });
  else undated.push(`${name} (${kind})`);
};

for (const section of sections) {
  const kind = section.id === 'leisure' ? 'activity' : 'guide';
  for (const rel of markdownIn(section.contentFolder))
    add(section.id, kind, rel, frontmatter(path.join(root, rel)).last_reviewed);
}
for (const rel of markdownIn('insurance'))
  add('insurance', 'guide', rel, frontmatter(path.join(root, rel)).last_reviewed);
for (const plan of (yamlFile('insurance/plans.yaml') as { id: string; last_verified: unknown }[] | undefined) ?? []) {
  add('insurance', 'plan', `insurance/plans.yaml#${plan.id}`, plan.last_verified);
}
const sectionsFolder = path.join(root, 'insurance/sections');
for (const file of existsSync(sectionsFolder) ? readdirSync(sectionsFolder).filter((f) => /\.ya?ml$/.test(f)) : []) {
  add(
    'insurance',
    'insurance section',
    `insurance/sections/${file}`,
    (yamlFile(`insurance/sections/${file}`) as { updated?: unknown }).updated,
  );
}
for (const bank of (yamlFile('banking/banks.yaml') as
  { id?: string; name?: string; last_checked: unknown }[] | undefined) ?? []) {
  add('banking', 'bank card', `banking/banks.yaml#${bank.id ?? bank.name}`, bank.last_checked);
}
// Rule records belong to the section of the tool that reads them.
const sectionOfTool: Record<string, SectionId> = {
  'stay-calculator': 'visa',
  'retirement-money-planner': 'visa',
  'tax-residence-days': 'business',
  'plan-comparator': 'insurance',
};
for (const rule of (yamlFile('visa-rules/rules.yaml') as
  { id: string; tools?: string[]; checked: unknown }[] | undefined) ?? []) {
  add(
    sectionOfTool[rule.tools?.[0] ?? 'stay-calculator'] ?? 'visa',
    'rule record',
    `visa-rules/rules.yaml#${rule.id}`,
    rule.checked,
  );
}
for (const record of (yamlFile('visa-rules/nationalities.yaml') as { id: string; checked: unknown }[] | undefined) ??
  []) {
  add('visa', 'nationality record', `visa-rules/nationalities.yaml#${record.id}`, record.checked);
}

/** Every Markdown file that can carry dated statements: guides and activities, news, translations. */
const statementFiles = [
  ...sections.map((section) => section.contentFolder),
  'insurance',
  'news',
  ...(existsSync(path.join(root, 'th')) ? readdirSync(path.join(root, 'th')).map((folder) => `th/${folder}`) : []),
].flatMap((folder) => markdownIn(folder));
const statementList = z.array(expiringStatementSchema);
const withStatements: { file: string; expires: ExpiringStatement[] }[] = [];
const unreadable: string[] = [];
for (const file of statementFiles) {
  const parsed = statementList.safeParse(frontmatter(path.join(root, file)).expires ?? []);
  if (parsed.success) withStatements.push({ file, expires: parsed.data });
  else
    unreadable.push(
      `${file} (${parsed.error.issues.map((i) => `expires.${i.path.join('.')}: ${i.message}`).join('; ')})`,
    );
}
const expired: ExpiredStatement[] = expiredStatements(withStatements, today);

const report = freshnessReport(records, today);
let overdue = 0;
console.log(`Review ages on ${today.toISOString().slice(0, 10)}, oldest first per section:`);
for (const { section, records: list } of report) {
  const max = list[0].maxAgeDays;
  const late = list.filter((r) => r.overdue).length;
  overdue += late;
  console.log(`\n${section} (at most ${max} days): ${list.length} records${late ? `, ${late} past their age` : ''}`);
  for (const r of list) {
    console.log(
      `  ${r.overdue ? 'OVERDUE' : '       '} ${String(r.ageDays).padStart(4)} days  ${r.reviewed.toISOString().slice(0, 10)}  ${r.kind.padEnd(18)} ${r.name}`,
    );
  }
}
if (undated.length) console.log(`\nNo review date: ${undated.join(', ')}`);
console.log(`\n${records.length} records, ${overdue} past their section's age.`);

console.log(`\nDated statements past their date on ${today.toISOString().slice(0, 10)}, oldest first:`);
for (const s of expired) {
  const where = s.section ? `${s.file}#${s.section}` : s.file;
  console.log(
    `  EXPIRED ${s.date.toISOString().slice(0, 10)}  ${where}  ${s.covers}  (${s.update ? `update: ${s.update}` : 'no update linked'})`,
  );
}
if (unreadable.length) console.log(`\nUnreadable expires entries: ${unreadable.join(', ')}`);
console.log(
  `\n${expired.length} dated statement${expired.length === 1 ? '' : 's'} expired: rewrite each and remove or move its entry.`,
);
process.exit(overdue > 0 || undated.length > 0 || expired.length > 0 || unreadable.length > 0 ? 1 : 0);
