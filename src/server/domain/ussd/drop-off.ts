/**
 * Where USSD sessions stop (docs/decisions/0052-ussd-channel.md): each session row keeps the name
 * of its last screen, `end:<screen>` when we closed it. A session whose last screen still waited
 * for an answer was dropped there: the borrower hung up, or the network timed them out.
 */
export interface ScreenCount {
  readonly screen: string;
  readonly sessions: number;
}

export interface DropOff {
  readonly screen: string;
  /** Sessions that stopped on this screen while it waited for an answer. */
  readonly dropped: number;
  /** Sessions we closed on this screen (a finished step, a refusal). */
  readonly ended: number;
}

/** Counts per screen, the most dropped first. */
export function dropOff(counts: readonly ScreenCount[]): DropOff[] {
  const by = new Map<string, { dropped: number; ended: number }>();
  for (const { screen, sessions } of counts) {
    const ended = screen.startsWith('end:');
    const name = ended ? screen.slice('end:'.length) : screen;
    const row = by.get(name) ?? { dropped: 0, ended: 0 };
    if (ended) row.ended += sessions;
    else row.dropped += sessions;
    by.set(name, row);
  }
  return [...by]
    .map(([screen, row]) => ({ screen, ...row }))
    .sort((a, b) => b.dropped - a.dropped || b.ended - a.ended || a.screen.localeCompare(b.screen));
}
