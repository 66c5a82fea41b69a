/**
 * What `npm run country:new` writes into every language of the app: the country's name
 * (auth.json `nation`) and its wallets' names (wallet.json `wallets`), which the screens read by
 * the wallet's id. A wallet id names one brand for every country, so an id another country
 * already uses under another name is refused rather than renamed under it.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Json = Record<string, unknown>;
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Json;
const writeJson = (path: string, value: unknown) =>
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

/** The app's languages: one folder each under `localesDir`. */
export function languagesOf(localesDir: string): string[] {
  return existsSync(localesDir)
    ? readdirSync(localesDir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];
}

/** The wallet names each language already has (wallet.json `wallets`), by language. */
function knownWalletNames(localesDir: string, lang: string): Record<string, string> {
  const file = join(localesDir, lang, 'wallet.json');
  if (!existsSync(file)) return {};
  return (readJson(file).wallets ?? {}) as Record<string, string>;
}

/** Wallet ids the app already names otherwise (in English): another country's brand. */
export function walletNameConflicts(
  localesDir: string,
  names: Readonly<Record<string, string>>,
): string[] {
  const known = knownWalletNames(localesDir, 'en');
  return Object.entries(names)
    .filter(([id, name]) => known[id] !== undefined && known[id] !== name)
    .map(([id, name]) => `wallet "${id}" is already "${known[id]}", not "${name}": use another id`);
}

/**
 * Names the country and its wallets in every language (a brand reads the same in each); a wallet
 * without a name keeps the one the app has, or its id. Returns the wallets named by their id.
 */
export function writeCountryLocales(
  localesDir: string,
  country: { readonly code: string; readonly name: string },
  wallets: readonly string[],
  names: Readonly<Record<string, string>>,
): string[] {
  const unnamed = new Set<string>();
  for (const lang of languagesOf(localesDir)) {
    const auth = join(localesDir, lang, 'auth.json');
    if (existsSync(auth)) {
      const texts = readJson(auth);
      texts.nation = { ...(texts.nation as Json), [country.code]: country.name };
      writeJson(auth, texts);
    }
    const walletFile = join(localesDir, lang, 'wallet.json');
    if (!existsSync(walletFile) || wallets.length === 0) continue;
    const texts = readJson(walletFile);
    const known = (texts.wallets ?? {}) as Record<string, string>;
    const own: Record<string, string> = {};
    for (const id of wallets) {
      const name = names[id] ?? known[id];
      if (name === undefined) unnamed.add(id);
      own[id] = name ?? id;
    }
    texts.wallets = { ...known, ...own };
    writeJson(walletFile, texts);
  }
  return [...unnamed];
}
