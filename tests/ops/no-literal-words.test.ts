/**
 * Every word the console shows comes from its locale files (src/ops/locales), so Kiswahili reaches
 * every page: no console component writes a word of its own as JSX text or as a string in a prop
 * a person reads (a label, a placeholder, a title, an accessible name). Symbols and numbers may be
 * written in place; a brand or a unit stays in the locale files too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const DIR = 'src/ops';
/** Props whose string a person reads or hears. */
const READ_PROPS = new Set([
  'label',
  'placeholder',
  'title',
  'aria-label',
  'alt',
  'description',
  'error',
  'empty',
  'confirm',
]);
const hasWord = (text: string) => /\p{L}{2,}/u.test(text);

/** Each literal word the component source `text` writes: its file, line and the words. */
function literalWords(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const say = (node: ts.Node, text: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push(`${file}:${line} ${text.trim()}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && hasWord(node.text)) say(node, node.text);
    if (ts.isJsxAttribute(node) && READ_PROPS.has(node.name.getText(source))) {
      const value = node.initializer;
      const literal =
        value && ts.isStringLiteral(value)
          ? value
          : value && ts.isJsxExpression(value) && value.expression
            ? value.expression
            : undefined;
      if (
        literal &&
        (ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal)) &&
        hasWord(literal.text)
      )
        say(node, literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const components = () =>
  readdirSync(DIR)
    .filter((f) => f.endsWith('.tsx'))
    .map((f) => ({ file: f, text: readFileSync(`${DIR}/${f}`, 'utf8') }));

/**
 * A message kept in state or handed to a parent as words stays in the language it was made in
 * (the audit's "The chain holds…" after a switch to Kiswahili): kept messages are `said(…)`
 * (src/ops/said.ts), worded as they render.
 */
const KEPT_AS_WORDS = /\b(set[A-Z]\w*|onDone|done|shown)\(\s*(\{[^}]*?[^\w.])?(t|failureText)\(/s;

describe('console words', () => {
  it('come from the locale files in every component', () => {
    const files = components();
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap((f) => literalWords(f.file, f.text))).toEqual([]);
  });

  it('are found when a component writes its own', () => {
    const sample = 'const A = () => <p title="Pick one" lang="x">The chain holds · {n} ✓</p>;';
    expect(literalWords('a.tsx', sample)).toEqual([
      'a.tsx:1 Pick one',
      'a.tsx:1 The chain holds ·',
    ]);
  });

  it('are kept as messages, never as words in one language', () => {
    expect(
      components()
        .filter((f) => KEPT_AS_WORDS.test(f.text))
        .map((f) => f.file),
    ).toEqual([]);
    expect(KEPT_AS_WORDS.test("setNotice({ ok: true, text: t('audit.verified') })")).toBe(true);
    expect(KEPT_AS_WORDS.test('onDone(failureText(t, err))')).toBe(true);
    expect(KEPT_AS_WORDS.test("setNotice({ ok: true, said: said('audit.verified') })")).toBe(false);
  });
});
