/**
 * A day as the console's language writes it: the locale's `day.pattern` (DD, MM and YYYY in its
 * order, e.g. DD/MM/YYYY) for showing, and what a member types read back as the ISO day
 * (YYYY-MM-DD) the API takes. A pasted ISO day reads too.
 */
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** The ISO day of year, month and day, if that day exists. */
function isoOf(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return undefined;
  if (date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** `iso` (YYYY-MM-DD) written by `pattern`; anything else as it is. */
export function dayText(iso: string, pattern: string): string {
  const m = ISO.exec(iso);
  if (!m) return iso;
  const [, y = '', mo = '', d = ''] = m;
  return pattern
    .replace('YYYY', y)
    .replace('MM', mo.padStart(2, '0'))
    .replace('DD', d.padStart(2, '0'));
}

/** The ISO day `text` names, read by `pattern` (or as ISO); undefined when it names none. */
export function dayFromText(text: string, pattern: string): string | undefined {
  const typed = text.trim();
  const iso = ISO.exec(typed);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const parts = typed.split(/[/.\-\s]+/);
  const order = pattern.match(/YYYY|MM|DD/g) ?? [];
  if (parts.length !== 3 || order.length !== 3 || !parts.every((p) => /^\d+$/.test(p)))
    return undefined;
  const at = (token: string) => Number(parts[order.indexOf(token)]);
  const year = parts[order.indexOf('YYYY')] ?? '';
  if (year.length !== 4) return undefined;
  return isoOf(at('YYYY'), at('MM'), at('DD'));
}

const two = (n: number) => String(n).padStart(2, '0');

/** The ISO day a moment falls on where the member sits (the browser's zone). */
export function localDayOf(iso: string): string | undefined {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return undefined;
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
}

/**
 * A moment (an ISO time) as staff read it: the day by `pattern`, then hours and minutes (and
 * seconds when asked, as the audit log keeps them), where the member sits (the browser's zone, as
 * the console reads its days); anything else as it is.
 */
export function momentText(iso: string, pattern: string, seconds = false): string {
  const day = localDayOf(iso);
  if (day === undefined) return iso;
  const at = new Date(iso);
  const time = `${two(at.getHours())}:${two(at.getMinutes())}`;
  return `${dayText(day, pattern)} ${seconds ? `${time}:${two(at.getSeconds())}` : time}`;
}
