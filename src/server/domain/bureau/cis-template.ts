/**
 * The Kenyan bureau file: the CIS Kenya template's mobile facility record, one per loan, written
 * (cis-write.ts) and checked (cis-read.ts) from the same layout data (cis-layout.ts).
 */
import type { CisLayout } from './cis-layout';
import { compactDate, renderCis } from './cis-write';
import { readCisValues, readValues, validateCis } from './cis-read';
import type { BureauFormat } from './format';

/** The Kenyan format, reading the layout `layoutOf` gives at each use (the data file as it is now). */
export function cisFormat(layoutOf: () => CisLayout): BureauFormat {
  return {
    id: 'cis-4.1',
    get reportsDisputed() {
      return layoutOf().reporting.disputedInFile;
    },
    fileName: (h) => `${h.lenderCode}_CIS41_${h.period.toUpperCase()}_${compactDate(h.day)}.txt`,
    render: (h, accounts) => renderCis(layoutOf(), h, accounts),
    validate: (content) => validateCis(layoutOf(), content),
    read(content) {
      const layout = layoutOf();
      return readCisValues(layout, content).map((v) => readValues(layout, v));
    },
  };
}
