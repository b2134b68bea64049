/**
 * The distil step's model call: a fixed system prompt (deliberately not
 * configurable, like the analysis prompt) and the JSON schema its answer
 * must match. The model never writes the knowledge file: it answers with
 * operations (add, update, supersede, remove), each citing the entries
 * (E1, E2 …) and items (K1, K2 …) it was shown, and code applies them
 * after checking every one (distil.ts).
 */
export const DISTIL_PROMPT = `You maintain an AI agent's knowledge file: a short list of items (title, knowledge lines, evidence) that the agent reads at the start of every run. Old run-log entries are about to be deleted. You receive today's date, the current items (K1, K2, ...), the headings of the entries that stay, and the entries being deleted (E1, E2, ...).

Answer with JSON only: {"operations": [...]}, each operation one of:
- {"op": "add", "item": null, "title": ..., "knowledge": [...], "evidence": ["E3", ...]} for a durable fact, decision, fix, rule or pitfall the entries establish that no item holds;
- {"op": "update", "item": "K2", "title": ..., "knowledge": [...], "evidence": [...]} to add lines to an item the entries confirm or extend;
- {"op": "supersede", "item": "K2", "title": ..., "knowledge": [...], "evidence": [...]} when the entries show an item is out of date: your lines replace the item's;
- {"op": "remove", "item": "K2", "title": ..., "knowledge": [], "evidence": [...]} when the entries show an item is wrong.

Keep what a maintainer would want the agent to know tomorrow: file paths, commands, exact names, versions and numbers, decisions, rules, root causes and fixes, what is missing or broken. Leave out the story of the run itself (who reviewed what, "tests pass", "committed", plans that were carried out and recorded elsewhere). Keep the title of an entry that names its topic.

Rules: cite only the E ids and K ids you were given, at least one entry per operation. Use only what the entries say; never invent facts, names, numbers or fixes. Merge duplicates instead of adding them. Write relative dates ("yesterday") as absolute dates from the entry's own timestamp. Each knowledge line is one line of plain text: no headings, code fences, HTML, links or @mentions. Be concise: stay within the byte budget you are given.`;

/** The answer's shape, for the endpoint's structured-output mode and for checking the answer. */
export const DISTIL_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['operations'],
  properties: {
    operations: {
      type: 'array',
      maxItems: 60,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['op', 'item', 'title', 'knowledge', 'evidence'],
        properties: {
          op: { type: 'string', enum: ['add', 'update', 'supersede', 'remove'] },
          item: { type: ['string', 'null'], pattern: '^K[0-9]+$' },
          title: { type: 'string', minLength: 1, maxLength: 200 },
          knowledge: { type: 'array', maxItems: 12, items: { type: 'string', minLength: 1, maxLength: 600 } },
          evidence: { type: 'array', minItems: 1, maxItems: 40, items: { type: 'string', pattern: '^E[0-9]+$' } },
        },
      },
    },
  },
} as const;

export interface ModelOperation {
  op: 'add' | 'update' | 'supersede' | 'remove';
  item: string | null;
  title: string;
  knowledge: string[];
  evidence: string[];
}
