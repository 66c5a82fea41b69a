/**
 * The decision policies of a country folder in `npm run schemas:check` (decision 0049): the same
 * check the server runs before it decides by a policy, one finding per problem.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPolicies } from '../src/server/forms/policy-pack';
import { readJson } from '../src/server/forms/read-json';
import { readablePath } from '../src/server/forms/did-you-mean';

/** One line of the check's report (the shape of check-pack.ts's findings). */
interface Finding {
  readonly level: 'ok' | 'REFUSED' | 'NOTE';
  readonly file: string;
  readonly at: string;
  readonly message: string;
}

export function checkPolicies(
  dir: string,
  cc: string,
  locales: Record<string, unknown>,
): Finding[] {
  const file = `schemas/${cc}/policy.json`;
  if (!existsSync(join(dir, cc, 'policy.json')))
    return [
      {
        level: 'NOTE',
        file,
        at: '',
        message:
          'missing: applications are decided by the built-in rules (age, write-off, overdue loans)',
      },
    ];
  const product = readJson(join(dir, cc, 'product.json'));
  const productId = product.ok ? (product.value as { productId?: string }).productId : undefined;
  const source = (name: string) => {
    const path = join(dir, name.replace(/^schemas\//, ''));
    return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  };
  const read = readPolicies(
    dir,
    cc,
    productId ?? '',
    locales,
    source,
    () => false,
    'the file is missing',
  );
  if ('problems' in read)
    return read.problems.flatMap((r) =>
      r.problems.map((p) => ({
        level: 'REFUSED' as const,
        file: r.file,
        at: readablePath(p.path),
        message: p.message,
      })),
    );
  return [...read.texts.keys()].map((f) => ({
    level: 'ok' as const,
    file: f,
    at: '',
    message: '',
  }));
}
