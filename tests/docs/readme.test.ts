import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../../src/server/config-variables';

const readme = readFileSync('README.md', 'utf8');

describe('README', () => {
  it('documents every configuration variable the server reads, with its default', () => {
    // Cells are compared trimmed: Prettier pads the table's columns.
    const rows = readme
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    for (const v of CONFIG_VARIABLES) {
      expect(rows).toContainEqual(expect.arrayContaining([`\`${v.name}\``, `\`${v.default}\``]));
    }
  });

  it('keeps the two-command quick start', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toMatch(/^npm test\b/m);
  });
});
