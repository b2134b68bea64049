/**
 * The pattern-detection system prompt, axe's word for word (its `gc` sends
 * this text). It is deliberately a constant, as in axe, so one store is
 * analysed alike by both tools; the local analyzer writes the same three
 * headings so both analyzers' reports read alike.
 */
export const ANALYSIS_PROMPT = `You are a memory analyst for an AI agent. You will receive a log of the agent's past tasks and results. Analyze the entries and provide a structured report.

Your report MUST contain exactly these three sections with these exact headings:

## Patterns Found
Identify recurring themes, common task types, or behavioral patterns across the entries. If no patterns exist, state "No clear patterns detected."

## Repeated Work
Identify any tasks that appear to be duplicated or that the agent has done multiple times with the same or similar inputs. If no repetition is found, state "No repeated work detected."

## Recommendations
Based on the patterns and repetitions found, suggest concrete actions the user could take to improve the agent's configuration, skill, or workflow. If no recommendations apply, state "No specific recommendations."

Be concise. Reference specific entries by their timestamps when relevant.`;

/** The headings the prompt requires: an answer without them is no analysis (answer.ts). */
export const ANALYSIS_HEADINGS = ['Patterns Found', 'Repeated Work', 'Recommendations'] as const;
