/**
 * Routes load on demand, and Mantine's styles are imported per component (src/app/styles.ts holds
 * the ones every screen uses). A file that renders another component must import its CSS itself:
 * otherwise that component is unstyled when the borrower opens or reloads that screen directly.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const STYLES_DIR = 'node_modules/@mantine/core/styles';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const importedCss = (source: string) =>
  new Set([...source.matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map((m) => m[1]));
const everywhere = importedCss(readFileSync('src/app/styles.ts', 'utf8'));

/** Stylesheets a component needs besides (or instead of) the one named after it. */
const ALSO_NEEDS: Readonly<Record<string, readonly string[]>> = {
  TextInput: ['Input'],
  Textarea: ['Input'],
  NativeSelect: ['Input'],
  PasswordInput: ['Input'],
  NumberInput: ['Input'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton'],
  Drawer: ['ModalBase', 'Overlay', 'CloseButton'],
  Radio: ['InlineInput'],
  Checkbox: ['InlineInput'],
  Switch: ['InlineInput'],
};

/** The stylesheets of the Mantine components a file imports (values, not types). */
function styledComponents(source: string): string[] {
  const names = [...source.matchAll(/import \{([^}]*)\} from '@mantine\/core'/g)].flatMap((m) =>
    (m[1] ?? '').split(','),
  );
  return names
    .map((n) => n.trim())
    .filter((n) => /^[A-Z]/.test(n))
    .flatMap((n) => [n, ...(ALSO_NEEDS[n] ?? [])])
    .filter((css) => existsSync(join(STYLES_DIR, `${css}.css`)));
}

/**
 * The operations console is a desktop entry of its own that loads Mantine's whole stylesheet once,
 * so its files need no per-component imports; a borrower's bundle never carries that sheet.
 */
const opsHasAllStyles = readFileSync('src/ops/main.tsx', 'utf8').includes(
  "import '@mantine/core/styles.css';",
);

describe('Mantine styles', () => {
  const sources = [...files('src'), ...files('widgets')].filter(
    (f) => f.endsWith('.tsx') && !(opsHasAllStyles && f.startsWith(join('src', 'ops'))),
  );

  it('never loads the whole stylesheet in a borrower screen', () => {
    const whole = [...files('src'), ...files('widgets')]
      .filter((f) => /\.tsx?$/.test(f) && !f.startsWith(join('src', 'ops')))
      .filter((f) => readFileSync(f, 'utf8').includes("'@mantine/core/styles.css'"));
    expect(whole).toEqual([]);
  });

  it('finds the components and their stylesheets it checks', () => {
    expect(
      styledComponents("import { Alert, Button, type MantineSize } from '@mantine/core';"),
    ).toEqual(['Alert', 'Button']);
    expect(styledComponents("import { TextInput } from '@mantine/core';")).toEqual(['Input']);
    expect(sources.length).toBeGreaterThan(50);
  });

  it('every file imports the CSS of the components it renders, unless every screen has it', () => {
    const missing = sources.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const own = importedCss(source);
      return styledComponents(source)
        .filter((c) => !own.has(c) && !everywhere.has(c))
        .map((c) => `${file}: ${c}`);
    });
    expect(missing).toEqual([]);
  });
});
