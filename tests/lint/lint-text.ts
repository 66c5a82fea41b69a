/** Lints planted code as text at a path of the tree (nothing written): the design-rule tests' tool. */
import { ESLint } from 'eslint';

const ROOT = new URL('../../', import.meta.url).pathname;
export const eslint = new ESLint({ cwd: ROOT });

/** The rule ids and messages ESLint reports for `code` as if it were the file at `filePath`. */
export async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}
