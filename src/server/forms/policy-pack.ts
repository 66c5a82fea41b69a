/**
 * A country's decision policies in its pack (decision 0049): policy.json, and policy-challenger.json
 * when the champion gives a challenger a share. Each is checked by its JSON Schema, then by the
 * policy's own rules (protected inputs, reasons with words, bands); its content hash is its version.
 */
import { join } from 'node:path';
import { hasPath } from '../../shared/forms/index';
import { checkPolicy, type Policy } from '../domain/credit-policy';
import type { Locales, Problem } from './check';
import { checkDataValue } from './data-file';
import { parseJson, readJson } from './read-json';
import { BASE_LANGUAGE } from './served-locales';
import { textHash, type Source } from './text-hash';

export interface VersionedPolicy {
  readonly policy: Policy;
  /** The content hash of the file's text: the version stored with each decision. */
  readonly version: string;
  readonly file: string;
}

export interface CountryPolicies {
  readonly champion: VersionedPolicy;
  readonly challenger: VersionedPolicy | undefined;
}

export type PoliciesRead =
  | { policies: CountryPolicies | undefined; texts: Map<string, string> }
  | { problems: { file: string; problems: Problem[] }[] };

/** The names no policy may read, from schemas/_meta/protected-inputs.json (none: refuse all). */
export function protectedInputs(dir: string): readonly string[] | undefined {
  const read = readJson(join(dir, '_meta', 'protected-inputs.json'));
  const list = read.ok ? (read.value as { protected?: unknown }).protected : undefined;
  return Array.isArray(list) && list.every((n) => typeof n === 'string') ? list : undefined;
}

/** Reads and checks one policy file's text. */
export function checkPolicyText(
  dir: string,
  text: string,
  locales: Locales,
  productId: string,
): { policy: Policy } | { problems: Problem[] } {
  const read = parseJson(text);
  if (!read.ok) return { problems: [{ path: '', message: read.message }] };
  const shape = checkDataValue('policy', read.value, join(dir, '_meta'));
  if (shape.length > 0) return { problems: shape };
  const names = protectedInputs(dir);
  if (!names)
    return {
      problems: [{ path: '', message: 'schemas/_meta/protected-inputs.json is missing or broken' }],
    };
  const english = locales[BASE_LANGUAGE];
  const words = { has: (key: string) => hasPath(english, key) };
  const policy = read.value as Policy;
  const problems = checkPolicy(policy, names, words, productId);
  return problems.length > 0 ? { problems } : { policy };
}

/**
 * The country's policies from `source`; no policy.json: undefined (the pack is served without and
 * applications wait), unless `expected` says the file is on disk.
 */
export function readPolicies(
  dir: string,
  country: string,
  productId: string | undefined,
  locales: Locales,
  source: Source,
  expected: (name: string) => boolean,
  missing: string,
): PoliciesRead {
  const texts = new Map<string, string>();
  const problems: { file: string; problems: Problem[] }[] = [];
  const one = (file: string): VersionedPolicy | undefined => {
    const text = source(file);
    if (text === undefined) {
      if (expected(file)) problems.push({ file, problems: [{ path: '', message: missing }] });
      return undefined;
    }
    // Without a good product the policy cannot be matched to it: the product's refusal says why.
    if (productId === undefined) return undefined;
    const checked = checkPolicyText(dir, text, locales, productId);
    if ('problems' in checked) {
      problems.push({ file, problems: checked.problems });
      return undefined;
    }
    texts.set(file, text);
    return { policy: checked.policy, version: textHash(text), file };
  };
  const champion = one(`schemas/${country}/policy.json`);
  const challengerFile = `schemas/${country}/policy-challenger.json`;
  const share = champion?.policy.challenger?.sharePercent;
  const challenger = share ? one(challengerFile) : undefined;
  if (champion && share && !challenger && problems.length === 0)
    problems.push({
      file: challengerFile,
      problems: [{ path: '', message: `policy.json gives a challenger ${share} %: ${missing}` }],
    });
  if (problems.length > 0) return { problems };
  return { policies: champion ? { champion, challenger } : undefined, texts };
}
