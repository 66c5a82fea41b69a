/**
 * The server compiles each schema at its first use, not at start (a fresh start's time): so every
 * schema is compiled here, and one that Ajv refuses fails this test rather than a borrower's
 * first request or a rail's first call.
 */
import { describe, expect, it } from 'vitest';
import { contract } from '../../src/shared/contract';
import { ApiError } from '../../src/server/api-error';
import { compileRequestValidator } from '../../src/server/validation';
import { schemaNames, schemaProblem } from '../../src/server/providers/rails/schemas';

/** Runs `check` on an empty payload: an answer or a refusal of the payload, never another error. */
function compiles(check: () => unknown): boolean {
  try {
    check();
    return true;
  } catch (error) {
    if (error instanceof ApiError) return true;
    throw error;
  }
}

describe('schemas compiled at first use', () => {
  it("compile for every endpoint's request", () => {
    const names = Object.keys(contract) as (keyof typeof contract)[];
    expect(names.length).toBeGreaterThan(50);
    for (const name of names) {
      const validate = compileRequestValidator<Record<string, unknown>>(contract[name].request);
      expect(
        compiles(() => validate({})),
        name,
      ).toBe(true);
    }
  });

  it("compile for every rail's request, answer and callback", () => {
    const names = schemaNames();
    expect(names.length).toBeGreaterThan(20);
    // Each one is compiled and applied: a problem or none, never an error of Ajv's.
    for (const name of names) expect(() => schemaProblem(name, {}), name).not.toThrow();
    expect(schemaProblem('daraja/b2c.request', {})).toMatch(/must have required property/);
  });

  it('refuses a schema name no provider has', () => {
    expect(() => schemaProblem('daraja/no-such-call', {})).toThrow(/no rail schema/);
  });
});
