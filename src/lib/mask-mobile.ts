/** A phone number as 0712***678: enough to recognise, not enough to read over a shoulder. */
export function maskMobile(e164: string): string {
  const national = `0${e164.replace(/\D/g, '').slice(-9)}`;
  return `${national.slice(0, 4)}***${national.slice(-3)}`;
}
