/**
 * No chunk of the build evaluates strings as code (issue: strict CSP without 'unsafe-eval'): every
 * JavaScript file the build writes, service worker included, is scanned after the global build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringEvaluations } from '../server/security/eval-scan';
import { e2eDistDir } from './server';

describe('the build', () => {
  it('has no chunk that turns strings into code', () => {
    const dir = e2eDistDir();
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
      /\.m?js$/.test(f),
    );
    const found = files.flatMap((f) =>
      stringEvaluations(readFileSync(join(dir, f), 'utf8')).map((hit) => `${f}: ${hit}`),
    );
    console.log(`no-eval: ${files.length} chunks scanned, ${found.length} string evaluations`);
    expect(files.length).toBeGreaterThan(5);
    expect(found).toEqual([]);
  });
});
