/**
 * A refused or failed call reads in words: a lost session says so and how to go on, an
 * unreachable server says so, an unknown refusal names its code, never "Error: …".
 */
import { describe, expect, it } from 'vitest';
import { OpsHttpError } from '../../src/ops/api';
import { failureText } from '../../src/ops/said';
import en from '../../src/ops/locales/en.json';

const t = (key: string, options?: Record<string, unknown>) => {
  const [group, name] = key.split('.') as [keyof typeof en, string];
  const text = (en[group] as Record<string, string>)[name] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(options?.[k] ?? ''));
};

describe('failure text', () => {
  it('words a lost session, a refusal, an unreachable server and an unknown code', () => {
    expect(failureText(t, new OpsHttpError(401, 'unauthenticated'))).toBe(en.login.sessionEnded);
    expect(failureText(t, new OpsHttpError(403, 'forbidden'))).toBe(en.error.forbidden);
    expect(failureText(t, new TypeError('Failed to fetch'))).toBe(en.error.unreachable);
    const unknown = failureText(t, new OpsHttpError(409, 'conflictingThing'));
    expect(unknown).toBe('Something went wrong: conflictingThing');
    expect(unknown).not.toContain('Error');
  });
});
