/**
 * The form validators the server compiles reach the phone as JavaScript modules; like the build,
 * none may turn strings into code (the CSP has no 'unsafe-eval'). Every form of every country.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../helpers';
import { stringEvaluations } from './eval-scan';

const ctx = setUpTestApp({ perTest: false });
const FORMS = ['personal', 'work', 'contacts', 'questionnaire'] as const;
const countries = readdirSync('schemas', { withFileTypes: true })
  .filter((e) => e.isDirectory() && !e.name.startsWith('_'))
  .map((e) => e.name);

describe('served form validators', () => {
  it('evaluate no strings as code', async () => {
    const found: string[] = [];
    let scanned = 0;
    for (const country of countries) {
      for (const form of FORMS) {
        const res = await ctx.t.app.inject({ method: 'GET', url: `/api/forms/${country}/${form}` });
        expect(res.statusCode, `${country}/${form}`).toBe(200);
        const { validatorUrl } = res.json() as { validatorUrl: string };
        const module = await ctx.t.app.inject({ method: 'GET', url: validatorUrl });
        expect(module.statusCode).toBe(200);
        scanned++;
        found.push(...stringEvaluations(module.body).map((hit) => `${validatorUrl}: ${hit}`));
      }
    }
    expect(scanned).toBeGreaterThanOrEqual(8);
    expect(found).toEqual([]);
  });
});
