/**
 * How many SMS a text costs (3GPP TS 23.038): GSM-7 when every character is in the default
 * alphabet or its extension table (an extension character takes two septets), else UCS-2. One
 * message holds 160 septets or 70 UCS-2 units; a longer one is split into parts of 153 or 67.
 */

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

const BASIC = new Set(GSM_BASIC);
const EXTENDED = new Set(GSM_EXTENDED);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SegmentCount {
  readonly encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  readonly units: number;
  readonly segments: number;
}

/** The encoding a gateway picks for `text`, its length in that encoding, and the parts it takes. */
export function countSegments(text: string): SegmentCount {
  let septets = 0;
  for (const ch of text) {
    if (BASIC.has(ch)) septets += 1;
    else if (EXTENDED.has(ch)) septets += 2;
    else return ucs2(text);
  }
  return { encoding: 'GSM-7', units: septets, segments: parts(septets, 160, 153) };
}

function ucs2(text: string): SegmentCount {
  return { encoding: 'UCS-2', units: text.length, segments: parts(text.length, 70, 67) };
}

const parts = (units: number, single: number, multi: number) =>
  units <= single ? 1 : Math.ceil(units / multi);
