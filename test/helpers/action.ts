/**
 * Runs the bundled Action (dist/index.js) as a child process, the way the
 * runner does: inputs as INPUT_* variables, GITHUB_* context, and files for
 * outputs, the job summary and the event payload.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { hermeticEnv } from './cli.js';
import { tempDir } from './tmp.js';

export const ACTION = fileURLToPath(new URL('../../dist/index.js', import.meta.url));
const ACTION_YML = fileURLToPath(new URL('../../action.yml', import.meta.url));
const TEST_TOKEN = 'ghs_testtoken0000000000000000000000000000';

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

export interface ActionOptions {
  workspace: string;
  inputs?: Record<string, string>;
  event?: { name: string; payload: unknown };
  env?: Record<string, string>;
  apiUrl: string;
}

/**
 * action.yml's defaults, read from it as the runner fills them in for every
 * input a step leaves out (so a changed default is tested as users get it);
 * the token's default is an expression only a runner evaluates.
 */
const DEFAULTS: Record<string, string> = Object.fromEntries(
  Object.entries(parse(readFileSync(ACTION_YML, 'utf8')).inputs as Record<string, { default?: unknown }>).map(
    ([name, input]) => [name, name === 'github-token' ? TEST_TOKEN : String(input.default ?? '')],
  ),
);

export async function runAction(options: ActionOptions): Promise<ActionRun> {
  const dir = await tempDir('memkeep-runner-');
  const files = { output: join(dir, 'output'), summary: join(dir, 'summary'), event: join(dir, 'event.json') };
  await writeFile(files.output, '');
  await writeFile(files.summary, '');
  await writeFile(files.event, JSON.stringify(options.event?.payload ?? {}));
  const inputs = { ...DEFAULTS, ...options.inputs };
  const env = hermeticEnv({
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_REPOSITORY: 'acme/agents',
    GITHUB_API_URL: options.apiUrl,
    GITHUB_EVENT_NAME: options.event?.name ?? 'schedule',
    GITHUB_EVENT_PATH: files.event,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    RUNNER_TEMP: dir,
    ...options.env,
  });
  const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [ACTION], { cwd: options.workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
  return {
    ...result,
    outputs: parseOutputs(await readFile(files.output, 'utf8')),
    summary: await readFile(files.summary, 'utf8'),
  };
}

/** GITHUB_OUTPUT's `name<<DELIM\nvalue\nDELIM` records. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i]);
    if (!m) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]);
    outputs[m[1]] = value.join('\n');
  }
  return outputs;
}
