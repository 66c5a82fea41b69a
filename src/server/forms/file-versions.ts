/**
 * Which version of each data file is served, and which the disk's were refused (docs/architecture.md §5):
 * every reload that changes a file is logged with its hash and what changed.
 */
import type { Problem } from './check';
import { changedPlaces, textHash } from './pack';
import { parseJson } from './read-json';

/** A data file as operations see it: the version served, since when, and a refusal of the disk's. */
export interface FileState {
  readonly file: string;
  /** The served version's hash (as logged at its load); null: none was ever good. */
  readonly hash: string | null;
  readonly since: Date | null;
  /** What is wrong with the file on disk now; empty: the disk's version is the one served. */
  readonly refused: readonly Problem[];
}

export class FileVersions {
  private readonly versions = new Map<string, { hash: string; value: unknown; at: Date }>();
  /** The files the last reload refused, with why: the disk's versions not served. */
  private readonly refusedNow = new Map<string, Problem[]>();

  constructor(private readonly log: { info(obj: object, msg: string): void }) {}

  /** A reload begins: only its own refusals will stand. */
  clearRefused(): void {
    this.refusedNow.clear();
  }

  refuse(file: string, problems: Problem[]): void {
    this.refusedNow.set(file, problems);
  }

  /** `text` is now served as `file`; logs it when it changed, with its hash and what changed. */
  serve(file: string, text: string, message: string): void {
    const hash = textHash(text);
    const before = this.versions.get(file);
    if (before?.hash === hash) return;
    const value = parseJson(text);
    const after = value.ok ? value.value : undefined;
    this.versions.set(file, { hash, value: after, at: new Date() });
    const changed = before ? changedPlaces(before.value, after) : ['(first load)'];
    this.log.info({ file, hash, previous: before?.hash ?? null, changed }, message);
  }

  /** The live version of every file: its hash and since when. */
  live(): { file: string; hash: string; at: Date }[] {
    return [...this.versions].map(([file, v]) => ({ file, hash: v.hash, at: v.at }));
  }

  /** Every file read, served or refused, by name. */
  files(): FileState[] {
    const names = [...new Set([...this.versions.keys(), ...this.refusedNow.keys()])].sort();
    return names.map((file) => {
      const served = this.versions.get(file);
      return {
        file,
        hash: served?.hash ?? null,
        since: served?.at ?? null,
        refused: this.refusedNow.get(file) ?? [],
      };
    });
  }
}
