/**
 * The Action's log. The runner executes any stdout line that looks like
 * `::command::`, so text a model, memory or an event payload shaped is
 * printed with workflow commands stopped, under a token it cannot guess.
 */

import { randomUUID } from 'node:crypto';
import * as core from '@actions/core';

export function infoUntrusted(text: string): void {
  const token = randomUUID();
  core.info(`::stop-commands::${token}`);
  core.info(text);
  core.info(`::${token}::`);
}
