/**
 * `node --import tsx scripts/console-walk.ts --data-dir <dir> [--out /tmp/console-walk] [--url <url>]
 * [--roles support,finance]`: every role's day in the console over a demo book (`npm run ops --
 * demo-book` on that data folder), in English and Kiswahili at 1366×768. Starts the server on the
 * folder itself unless --url names one already running on it; photographs each page into --out and
 * scans its text for raw JSON, raw translation keys, amounts without currency, numeric statuses and
 * placeholders. One line per page, one per role; exits 1 on any finding.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/browser';
import { walkRole, type Day } from './console-walk/browse';
import { columnsRead, englishOnly, flatten, scanPage, semanticsOf } from './console-walk/scan';
import { serve, type Served } from './console-walk/server';

const ROLES = ['support', 'collections', 'finance', 'compliance', 'admin'];
const USAGE =
  'usage: console-walk.ts --data-dir <dir> | --url <url> [--out <dir>] [--roles support,finance]';

function parse(argv: readonly string[]): Record<string, string> | undefined {
  const args: Record<string, string> = { out: '/tmp/console-walk', roles: ROLES.join(',') };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i]!, argv[i + 1]];
    if (!flag.startsWith('--') || value === undefined) return undefined;
    args[flag.slice(2)] = value;
  }
  return args['data-dir'] || args.url ? args : undefined;
}

const locale = (name: string) =>
  flatten(JSON.parse(readFileSync(`src/ops/locales/${name}.json`, 'utf8')) as unknown);

async function main(): Promise<number> {
  const args = parse(process.argv.slice(2));
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  const out = resolve(args.out!);
  mkdirSync(out, { recursive: true });
  const locales = [locale('en'), locale('sw_KE')];
  const semantics = semanticsOf(locales);
  const english = englishOnly(locales[0]!, locales[1]!);
  const openLabels = new Set(
    locales.flatMap((l) => l.filter(([k]) => k === 'compliance.openFile').map(([, v]) => v)),
  );
  const photograph = async (name: string, page: Page) => {
    const path = join(out, `${name}.png`);
    await page.screenshot({ path });
    return path;
  };
  let served: Served | undefined;
  const browser = await launchBrowser();
  const lines: string[] = [];
  const say = (line: string) => {
    console.log(line);
    lines.push(line);
  };
  let findings = 0;
  try {
    served = args.url
      ? { url: args.url.replace(/\/$/, ''), stop: async () => undefined }
      : await serve(resolve(args['data-dir']!), join(out, 'spa'), join(out, 'server.log'));
    const days: [string, Day | Error][] = [];
    for (const role of args.roles!.split(',')) {
      const day = await walkRole(
        browser,
        served.url,
        role,
        photograph,
        openLabels,
        semantics.statusHeaders,
      ).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
      days.push([role, day]);
      if (day instanceof Error) {
        findings++;
        say(`${role}\tfailed: ${day.message.split('\n')[0]}`);
        continue;
      }
      const read = { amount: 0, status: 0 };
      for (const visit of day.visits) {
        const columns = columnsRead(visit.view, semantics);
        read.amount += columns.amount;
        read.status += columns.status;
        const found = scanPage(
          visit.view,
          semantics,
          visit.language === 'en' ? undefined : english,
        );
        // The text scanned, beside its photograph, for whoever reads a finding.
        writeFileSync(visit.shot.replace(/\.png$/, '.txt'), visit.view.text);
        findings += found.length;
        const what = found.map((f) => `${f.kind} «${f.text}»`).join('; ') || 'ok';
        say(
          `${role}\t${visit.language}\t${visit.page}\t${(visit.ms / 1000).toFixed(1)} s\t${what}\t${visit.shot}`,
        );
      }
      say(
        `${role}: ${day.visits.length} pages, ${day.steps} steps ` +
          `(${read.amount} amount and ${read.status} status columns read)`,
      );
    }
    say(`${findings} findings; photographs in ${out}`);
    writeFileSync(join(out, 'walk.txt'), `${lines.join('\n')}\n`);
    return findings === 0 ? 0 : 1;
  } finally {
    await browser.close();
    await served?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
