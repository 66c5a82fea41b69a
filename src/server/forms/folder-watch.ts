/**
 * Watching the data folders (docs/architecture.md §5): a change under a watched folder runs
 * `onChange` shortly after, then watches the folders it brought; a failure is handed to `onError`
 * and the watch goes on.
 */
import { watch, type FSWatcher } from 'node:fs';

export class FolderWatch {
  private readonly watched = new Map<string, FSWatcher>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    /** The folders to watch now (read again after each change: new folders join). */
    private readonly folders: () => string[],
    private readonly onChange: () => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    const schedule = () => {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => {
        try {
          this.onChange();
          this.watchFolders(schedule);
        } catch (error) {
          this.onError(error);
        }
      }, 100);
    };
    this.watchFolders(schedule);
  }

  // fs.watch is not recursive on every platform: one watcher per folder, new folders added on reload.
  private watchFolders(schedule: () => void): void {
    for (const folder of this.folders())
      if (!this.watched.has(folder)) this.watched.set(folder, watch(folder, schedule));
  }

  close(): void {
    clearTimeout(this.timer);
    for (const w of this.watched.values()) w.close();
    this.watched.clear();
  }
}
