/**
 * A statement that lists every constant or field of a module ("All constants
 * in `AI`: TICK_INTERVAL, HUNGER_DRAIN, …") names many things and says one:
 * where they live. Its list costs the budget what several statements would,
 * so it ranks a step below the same statement naming a few. Entries written
 * for this test.
 */
import { describe, expect, it } from 'vitest';
import { unitsOf } from '../../src/analysis/statements.js';

const NONE = new Set<string>();
// Each on its own, so neither is the first statement of the entry.
const score = (text: string) => unitsOf(`- ${text}`, NONE).units[0].score;

describe('an inventory of code names', () => {
  it('ranks below the same statement naming two of them', () => {
    const inventory =
      'The creature constants live in `AI_CONFIG`: TICK_INTERVAL, HUNGER_DRAIN, EAT_RESTORE, IDLE_DURATION, GRAZE_AMOUNT, HUNT_DAMAGE.';
    const few = 'The creature timers live in `TIMER_CONFIG`: TICK_INTERVAL and HUNGER_DRAIN.';
    expect(score(inventory)).toBeLessThan(score(few));
  });

  it('leaves a list of plain words or of settings alone', () => {
    const words = 'Generated mixed geometry: cubes, spheres, cylinders, cones, torus, with an HSV palette.';
    const plain = 'Generated mixed geometry: cubes and spheres, with an HSV palette.';
    expect(score(words)).toBe(score(plain));
  });
});
