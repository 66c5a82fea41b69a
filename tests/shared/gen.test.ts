/** The committed generated files match the contract: a stale types.gen.ts or docs/api.md fails. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateContractTypes } from '../../scripts/gen-contract';
import { contract } from '../../src/shared/contract/index';

describe('generated files', () => {
  it('are up to date with the contract (run npm run gen)', async () => {
    const files = await generateContractTypes();
    expect(Object.keys(files).sort()).toEqual([
      'docs/api.md',
      'src/shared/contract/routes.gen.ts',
      'src/shared/contract/types.gen.ts',
    ]);
    for (const [path, text] of Object.entries(files)) {
      expect(readFileSync(path, 'utf8'), path).toBe(text);
    }
  });

  it('list every endpoint in docs/api.md and the EndpointTypes map', async () => {
    const files = await generateContractTypes();
    for (const [name, def] of Object.entries(contract)) {
      const row = files['docs/api.md']
        ?.split('\n')
        .find((line) => line.startsWith(`| \`${name}\` `));
      const cells = row?.split('|').map((cell) => cell.trim());
      expect(cells?.slice(1, 6), name).toEqual([
        `\`${name}\``,
        def.method,
        `\`${def.base}${def.path}\``,
        def.auth ? 'yes' : 'no',
        def.multipart ? 'yes' : 'no',
      ]);
      expect(files['src/shared/contract/types.gen.ts']).toContain(`  ${name}: { request: `);
    }
  });
});
