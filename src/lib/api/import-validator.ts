/**
 * Imports a form's validator module from the server (a same-origin, hashed URL): the browser
 * caches and compiles it like any script, and nothing is evaluated from a string.
 */
import type { CompiledValidator } from '../../shared/forms/compiled-validator';

export async function importValidator(url: string): Promise<CompiledValidator> {
  const mod = (await import(/* @vite-ignore */ url)) as { default?: unknown };
  if (typeof mod.default !== 'function') throw new Error(`${url} exports no validator`);
  return mod.default as CompiledValidator;
}
