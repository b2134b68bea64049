/**
 * A model's distil answer, checked before anything is removed: JSON in the
 * schema the prompt asked for (distil-prompt.ts), each operation citing
 * only entries and items the model was shown, then applied to the items by
 * code, never by the model.
 */
import type { ValidateFunction } from 'ajv';
import { apiError } from '../errors.js';
import type { EntryFields } from '../format/layout.js';
import { type KnowledgeItem, type KnowledgeOp, safeLine, titleKey } from '../memory/knowledge/items.js';
import { statementKey } from '../memory/knowledge/merge-items.js';
import { INVISIBLE_CHARS } from '../text/invisible.js';
import { redactSecrets } from '../text/redact.js';
import { DISTIL_SCHEMA, type ModelOperation } from './distil-prompt.js';

export function refused(analyzer: string, why: string) {
  return apiError(`${analyzer}: distil answer refused: ${why}; nothing trimmed, nothing cached`);
}

/** Loaded and compiled on the first answer: Ajv costs every command's start, and most runs ask no model. */
let compiled: ValidateFunction | undefined;
async function validator(): Promise<ValidateFunction> {
  if (compiled) return compiled;
  // ajv is CommonJS: a bundle's import() of it has only `default` (its
  // module.exports, as Node's own import() also has), so the class is read
  // from there; a named `Ajv` of the namespace exists only under Node.
  const { Ajv } = (await import('ajv')).default;
  compiled = new Ajv({ allErrors: false, strict: false }).compile(DISTIL_SCHEMA);
  return compiled;
}

/**
 * The answer's operations, or why they are refused. A model's text is untrusted: its secrets (one it
 * made up, or pieced together from what redaction left) are redacted before anything of it is kept,
 * each kind counted in `redactions`.
 */
export async function parseOperations(
  text: string,
  analyzer: string,
  redactions: string[] = [],
): Promise<ModelOperation[]> {
  let json: unknown;
  try {
    json = JSON.parse(text.trim().replace(/^```(?:json)?\s*\n([\s\S]*)\n```$/, '$1'));
  } catch (err) {
    throw refused(analyzer, `the answer is not JSON (${(err as Error).message})`);
  }
  const validate = await validator();
  if (!validate(json)) {
    const e = validate.errors?.[0];
    throw refused(
      analyzer,
      `the answer does not match the operations schema (${e?.instancePath || '/'} ${e?.message ?? ''})`,
    );
  }
  const found = new Map<string, number>();
  const safe = (t: string) => {
    const r = redactSecrets(t);
    for (const f of r.findings) found.set(f.kind, (found.get(f.kind) ?? 0) + 1);
    return r.text;
  };
  const ops = (json as { operations: ModelOperation[] }).operations.map((op) => ({
    ...op,
    title: safe(op.title),
    knowledge: op.knowledge.map(safe),
  }));
  if (found.size) {
    const n = [...found.values()].reduce((a, b) => a + b, 0);
    const kinds = [...found].map(([kind, k]) => `${kind} ×${k}`).join(', ');
    redactions.push(
      `redacted ${n === 1 ? 'a secret' : `${n} secrets`} (${kinds}) in ${analyzer}'s distil answer before writing`,
    );
  }
  for (const [i, op] of ops.entries()) {
    // Judged as a reader sees it: a zero-width character between backticks, or before a `#`, hides nothing.
    for (const text of [op.title, ...op.knowledge].map((t) => t.replace(INVISIBLE_CHARS, '')))
      if (/[\r\n]/.test(text) || /`{3,}|~{3,}/.test(text) || /^\s*#/.test(text))
        throw refused(
          analyzer,
          `operation ${i + 1} carries text that would change the file's structure (a line break, a code fence or a heading)`,
        );
    // The schema's minLength counts what a reader never sees: a title or line of spaces and
    // zero-width characters would be written as "(untitled)" or an empty bullet.
    if (op.op === 'add' && safeLine(op.title) === '')
      throw refused(analyzer, `operation ${i + 1} adds an item without a title (nothing visible in it)`);
    if (op.knowledge.some((l) => safeLine(l) === ''))
      throw refused(analyzer, `operation ${i + 1} carries an empty line of knowledge (nothing visible in it)`);
  }
  return ops;
}

/**
 * The checked operations applied to the items; an unknown entry or item is a
 * refusal. A statement is written once in the file, compared as the local
 * merge compares statements: a line an item already holds (in any item, in
 * another case or punctuation) is not added again, an add saying only what
 * an item holds confirms that item, and a supersede by what other items say
 * removes the item it replaced.
 */
export function applyOperations(
  current: KnowledgeItem[],
  operations: ModelOperation[],
  sent: EntryFields[],
  offset: number,
  today: string,
  analyzer: string,
): { items: KnowledgeItem[]; ops: KnowledgeOp[] } {
  const byId = new Map(sent.map((e, i) => [`E${offset + i + 1}`, e]));
  const items: (KnowledgeItem | undefined)[] = current.map((i) => ({
    ...i,
    lines: [...i.lines],
    evidence: [...i.evidence],
  }));
  const added: KnowledgeItem[] = [];
  const ops: KnowledgeOp[] = [];
  const said = new Statements(items);
  // Lines an operation left out because another item held them, kept for the end: a later operation may take them
  // from that item, and then they belong to the item they were meant for.
  const left: { target: KnowledgeItem; at: number; lines: string[]; op: KnowledgeOp }[] = [];
  for (const [n, op] of operations.entries()) {
    // An entry cited twice is one citation: it confirms the item once.
    const cited = [...new Set(op.evidence)].map((id) => {
      const e = byId.get(id);
      if (!e) throw refused(analyzer, `operation ${n + 1} cites ${id}, an entry it was not shown`);
      return e;
    });
    const evidence = cited.map((e) => safeLine(/^\d{4}-\d\d-\d\d\S*/.exec(e.heading)?.[0] ?? e.heading));
    const dates = cited.map((e) => /^\d{4}-\d\d-\d\d/.exec(e.heading)?.[0]).filter((d): d is string => !!d);
    const confirmed = dates.sort().at(-1) ?? today;
    const lines = op.knowledge.map((l) => `- ${safeLine(l)}`);
    const at = op.item === null ? -1 : Number(op.item.slice(1)) - 1;
    let target = items[at];
    if (op.op === 'add') {
      if (op.item !== null) throw refused(analyzer, `operation ${n + 1} adds an item but names ${op.item}`);
      if (!lines.length) throw refused(analyzer, `operation ${n + 1} adds an item without knowledge`);
      const title = safeLine(op.title);
      // A title an item already has (in the file, or added by this answer): one item, not two, as a local merge does.
      // A title of no words names no topic: it is no item's title.
      const key = titleKey(title);
      target = key === '' ? undefined : [...items, ...added].find((i) => i !== undefined && titleKey(i.title) === key);
      const fresh = target ? [] : said.unsaid(lines);
      if (!target && fresh.length) {
        const item = { title, lines: fresh, evidence, count: evidence.length, confirmed };
        added.push(item);
        said.hold(fresh);
        ops.push({ op: 'add', title: item.title, lines: fresh, evidence });
        continue;
      }
      target ??= [...items, ...added].find((i) => i?.lines.some((l) => said.same(l, lines[0])));
    }
    if (!target)
      throw refused(
        analyzer,
        `operation ${n + 1} names ${op.item ?? 'no item'}, an item it was not shown (or one already removed)`,
      );
    // A reviewer's item (no evidence line) is theirs: memkeep never removes or rewrites it, only adds under it.
    const theirs = target.confirmed === '';
    if (op.op === 'remove' && theirs)
      throw refused(analyzer, `operation ${n + 1} removes ${op.item}, a reviewer's own item`);
    if (op.op !== 'remove' && !lines.length)
      throw refused(analyzer, `operation ${n + 1} ${op.op}s ${op.item} without knowledge`);
    const was = target.lines;
    const kind = theirs || op.op === 'add' ? 'update' : op.op;
    if (kind === 'supersede') said.release(was);
    const fresh = kind === 'remove' ? [] : said.unsaid(lines);
    if (kind === 'remove' || (kind === 'supersede' && !fresh.length)) {
      if (kind === 'remove') said.release(was);
      items[at] = undefined;
      const note = kind === 'remove' ? 'the entries show it is wrong' : 'superseded by what other items say';
      ops.push({ op: 'remove', title: target.title, lines: was, evidence, note });
      if (kind === 'supersede') left.push({ target: { ...target, lines: [] }, at, lines, op: ops[ops.length - 1] });
      continue;
    }
    // Repeating a reviewer's item changes nothing of it: no change to show.
    if (theirs && !fresh.length) continue;
    if (fresh.length < lines.length)
      left.push({ target, at, lines, op: { op: kind, title: target.title, lines: [], evidence } });
    said.hold(fresh);
    target.lines = kind === 'update' ? [...was, ...fresh] : fresh;
    if (!theirs) {
      // A citation the item shows already (cited by an earlier operation, or kept by a held trim) confirms nothing new.
      const shown = new Set(target.evidence);
      target.count += evidence.filter((c) => !shown.has(c)).length;
      target.evidence = [...evidence, ...target.evidence.filter((c) => !evidence.includes(c))];
      if (confirmed > target.confirmed) target.confirmed = confirmed;
    }
    ops.push({
      op: kind,
      title: target.title,
      lines: target.lines,
      evidence,
      note: kind === 'supersede' ? `replaces: ${was.map((l) => l.replace(/^- /, '')).join(' / ')}` : undefined,
    });
  }
  for (const { target, at, lines, op } of left) {
    const back = said.unsaid(lines);
    if (!back.length) continue;
    said.hold(back);
    if (op.op === 'remove') {
      // Superseded by what another item said, which a later operation took away: the item says it after all.
      items[at] = { ...target, lines: back };
      Object.assign(op, {
        op: 'supersede',
        lines: back,
        note: `replaces: ${op.lines.map((l) => l.replace(/^- /, '')).join(' / ')}`,
      });
    } else if (items.includes(target) || added.includes(target)) {
      target.lines.push(...back);
      for (const o of ops) if (o.title === target.title && o.op !== 'remove') o.lines = target.lines;
    }
  }
  return { items: [...items.filter((i): i is KnowledgeItem => i !== undefined), ...added], ops };
}

/** The statements the items hold, counted per item, as the answer changes them. */
class Statements {
  private readonly holders = new Map<string, number>();

  constructor(items: (KnowledgeItem | undefined)[]) {
    for (const i of items) if (i) this.hold(i.lines);
  }

  /** A line of no words (`- \---`) is its own text. */
  private key(line: string): string {
    return statementKey(line) || line;
  }

  same(a: string, b: string): boolean {
    return this.key(a) === this.key(b);
  }

  hold(lines: string[]): void {
    for (const k of new Set(lines.map((l) => this.key(l)))) this.holders.set(k, (this.holders.get(k) ?? 0) + 1);
  }

  release(lines: string[]): void {
    for (const k of new Set(lines.map((l) => this.key(l)))) this.holders.set(k, (this.holders.get(k) ?? 1) - 1);
  }

  /** `lines` without those an item holds, each once. */
  unsaid(lines: string[]): string[] {
    const seen = new Set<string>();
    return lines.filter((l) => {
      const k = this.key(l);
      if (this.holders.get(k) || seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  }
}
