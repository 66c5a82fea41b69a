import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../../src/server/config';

const readme = readFileSync('README.md', 'utf8');

describe('README', () => {
  it('documents every configuration variable the server reads, with its default', () => {
    for (const v of CONFIG_VARIABLES) {
      expect(readme).toContain(`| \`${v.name}\` | \`${v.default}\` |`);
    }
  });

  it('keeps the two-command quick start', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toMatch(/^npm test\b/m);
  });
});
