/**
 * When what the server holds may have changed under the reads on screen: a write was sent (paid,
 * applied, signed), or a screen learnt of money moving. A read answered before that is not
 * current for a screen opened after it, however recent: SWR treats a read made within 2 s as
 * fresh and skipped it, so Records opened right after a part payment kept the balance before it.
 */
let epoch = 0;

export function readsMayBeStale(): void {
  epoch += 1;
}

export function readEpoch(): number {
  return epoch;
}
