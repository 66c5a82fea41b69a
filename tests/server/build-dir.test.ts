/** A build empties its output folder: a wrong DIST_DIR or E2E_DIST_DIR must never erase the code. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertBuildDir } from '../../src/server/build-spa';

describe('assertBuildDir', () => {
  const project = mkdtempSync(join(tmpdir(), 'mkopo-project-'));
  writeFileSync(join(project, 'package.json'), '{}');

  it('accepts a build folder inside the project or elsewhere', () => {
    expect(assertBuildDir(join(project, 'dist'), project)).toBe(join(project, 'dist'));
    const elsewhere = mkdtempSync(join(tmpdir(), 'mkopo-dist-'));
    expect(assertBuildDir(elsewhere, project)).toBe(elsewhere);
  });

  it('refuses the project itself and any folder above it', () => {
    expect(() => assertBuildDir(project, project)).toThrow(/holds the project/);
    expect(() => assertBuildDir(join(project, '..'), project)).toThrow(/holds the project/);
    expect(() => assertBuildDir('/', project)).toThrow(/holds the project/);
  });

  it('refuses a folder that is a source tree', () => {
    const other = mkdtempSync(join(tmpdir(), 'mkopo-other-'));
    mkdirSync(join(other, '.git'));
    expect(() => assertBuildDir(other, project)).toThrow(/source folder/);
  });
});
