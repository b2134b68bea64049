/**
 * The distil step's system prompt: a fixed string, like the analysis prompt,
 * and as deliberately not configurable. It asks for plain bullet lists (no
 * headings), because the answer is written into digest.md or into a section
 * of the run log itself, where a heading would start a section of its own;
 * whatever the model writes is made inert anyway (inert.ts).
 */
export const DISTIL_PROMPT = `You are distilling an AI agent's old run-log entries into durable memory before they are deleted. You will receive the entries: each starts with a line "## <timestamp>", then the task and the result.

Write what is worth keeping once the entries are gone, as plain markdown bullet lists under these four bold labels, in this order, leaving out a label that has nothing under it:

**Facts** - durable facts about the project, its systems and its people that the entries established.
**Decisions** - decisions that were made and why.
**Recurring problems** - problems that happened more than once or that failed a run, each with the fix or workaround when the entries show one.
**Tasks** - the kinds of task the agent did, with how often.

Rules: cite the entries each bullet comes from by their timestamps in parentheses. Use only what the entries say; never invent facts, names, numbers or fixes. Do not write headings, HTML, links or @mentions. Be concise: at most 30 bullets in all.`;
