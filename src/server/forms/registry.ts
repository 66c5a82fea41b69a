/**
 * The one form store of the process: the forms route and the profile handlers read the same
 * loaded files. It watches the files while at least one app is open.
 */
import { FormStore, SCHEMAS_DIR } from './store';

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

let shared: FormStore | undefined;
let openApps = 0;

/** The store; `keepDir` (the first caller's) keeps the last good files across restarts. */
export function formStore(log: Log, keepDir?: string): FormStore {
  if (!shared) {
    shared = new FormStore(SCHEMAS_DIR, log, { keepDir });
    shared.reload();
  }
  return shared;
}

/** An app starts using the store: watch the files. Returns the release for the app's close. */
export function retainFormStore(log: Log): () => void {
  const store = formStore(log);
  openApps++;
  store.watch();
  return () => {
    openApps--;
    if (openApps === 0) store.close();
  };
}
