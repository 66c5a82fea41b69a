/**
 * The bureau formats by the id a country's data names (`bureau.format`): the Kenyan one reads its
 * layout data file at each use, the Tanzanian one is code.
 */
import { botTanzania } from '../../domain/bureau/bot-crb';
import { cisFormat } from '../../domain/bureau/cis-template';
import type { BureauFormat } from '../../domain/bureau/format';
import { cisLayout } from './cis-layout-file';

export const cisKenya = cisFormat(() => cisLayout());

export const BUREAU_FORMATS: Readonly<Record<string, BureauFormat>> = {
  [cisKenya.id]: cisKenya,
  [botTanzania.id]: botTanzania,
};

export function bureauFormat(id: string): BureauFormat {
  const format = BUREAU_FORMATS[id];
  if (!format) throw new Error(`no bureau format ${id}`);
  return format;
}
