/**
 * Runs the bundled CLI (dist/cli/index.js, rebuilt by `npm test`) as a real
 * child process, with an environment cleaned of model keys and endpoint
 * overrides so no test depends on the machine it runs on.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const CLI = fileURLToPath(new URL('../../dist/cli/index.js', import.meta.url));

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function hermeticEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (/^(MEMKEEP_|OPENAI_|ANTHROPIC_|GITHUB_|INPUT_|RUNNER_)/.test(k) || /_API_KEY$/.test(k)) continue;
    env[k] = v;
  }
  return { ...env, ...extra };
}

export interface CliOptions {
  cwd?: string;
  env?: Record<string, string | undefined>;
  input?: string | Buffer;
  /** Caps every file the CLI writes at this many KiB (bash `ulimit -f`): a fault injection. */
  fileSizeLimitKiB?: number;
}

export function runCli(args: string[], options: CliOptions = {}): Promise<CliResult> {
  const limit = options.fileSizeLimitKiB;
  const [command, argv] =
    limit === undefined
      ? [process.execPath, [CLI, ...args]]
      : ['bash', ['-c', `ulimit -f ${limit} && exec "$0" "$@"`, process.execPath, CLI, ...args]];
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, {
      cwd: options.cwd,
      env: hermeticEnv(options.env),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    // A command that never reads its input may exit before it is written (EPIPE): its exit code and
    // output are the result, and the failed write is not an error of the test run.
    child.stdin.on('error', () => {});
    child.stdin.end(options.input ?? '');
  });
}
