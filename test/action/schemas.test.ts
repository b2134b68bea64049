/**
 * action.yml and every workflow (ours and the examples users copy) validate
 * against SchemaStore's github-action and github-workflow schemas (vendored
 * under test/fixtures/schemastore, see its README).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = join(import.meta.dirname, '../..');
const SCHEMAS = join(ROOT, 'test/fixtures/schemastore');

function schema(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(SCHEMAS, name), 'utf8'));
}

/** The vendored copy predates node20 and node24 (see the README there); nothing else is changed. */
function actionSchema(): Record<string, unknown> {
  const s = schema('github-action.json') as {
    definitions: Record<string, { properties: { using: { enum: string[] } } }>;
  };
  const using = s.definitions['runs-javascript'].properties.using;
  expect(using.enum).toEqual(['node12', 'node16']);
  using.enum = [...using.enum, 'node20', 'node24'];
  return s;
}

function validator(s: Record<string, unknown>) {
  // strict: false: SchemaStore uses annotation keywords ($comment, markdownDescription) ajv does not know.
  return new Ajv({ strict: false, allErrors: true }).compile(s);
}

function yamlFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir))
    .filter((f) => /\.ya?ml$/.test(f))
    .map((f) => join(dir, f));
}

describe('SchemaStore schemas', () => {
  it('action.yml is a valid action', () => {
    const validate = validator(actionSchema());
    const ok = validate(parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')));
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  const workflows = [...yamlFiles('.github/workflows'), ...yamlFiles('examples/workflows')];
  it.each(workflows)('%s is a valid workflow', (file) => {
    const validate = validator(schema('github-workflow.json'));
    const ok = validate(parse(readFileSync(join(ROOT, file), 'utf8')));
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it('the schemas reject what they should (a misspelt key)', () => {
    const validate = validator(schema('github-workflow.json'));
    expect(validate({ on: 'push', jobs: { a: { 'runs-on': 'ubuntu-latest', stepz: [] } } })).toBe(false);
    const action = validator(actionSchema());
    expect(action({ name: 'x', description: 'y', runs: { using: 'node25', main: 'index.js' } })).toBe(false);
  });
});
