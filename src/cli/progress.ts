/**
 * The counter long commands show on stderr, `[137/2000] agent-0136 (read)`,
 * so that a run over thousands of agents is not silent for seconds: on a
 * terminal by default, one line rewritten in place and cleared before the
 * report; elsewhere only with `--progress`, as lines. At most one update
 * every EVERY_MS, and always the first and last of a phase, so it costs
 * nothing next to the work it counts.
 */
import type { Progress } from '../gc/model.js';
import type { Io } from './io.js';

const EVERY_MS = 100;

export interface Counter {
  /** Undefined when no counter is shown. */
  progress?: Progress;
  /** Clears the terminal's counter line before the report is printed. */
  end(): void;
}

export function counter(io: Io, asked: boolean): Counter {
  const tty = io.errIsTTY === true;
  if (!asked && !tty) return { end() {} };
  let last = Number.NEGATIVE_INFINITY;
  let shown = false;
  return {
    progress(phase, done, total, agent) {
      const now = Date.now();
      if (done !== 1 && done !== total && now - last < EVERY_MS) return;
      last = now;
      // Agent names are file names without control characters (config/agent-config.ts), safe on a terminal.
      const line = `[${done}/${total}] ${agent} (${phase})`;
      if (tty) io.err(`\r\x1b[K${line}`);
      else io.err(`${line}\n`);
      shown = true;
    },
    end() {
      if (tty && shown) io.err('\r\x1b[K');
    },
  };
}
