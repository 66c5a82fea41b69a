/**
 * A console list saved as CSV (RFC 4180) in the words shown on screen, with formula-looking cells
 * defused for spreadsheet apps (the server's exports do the same: ops-console/csv.ts).
 */
export function csvText(rows: readonly (readonly (string | number | null)[])[]): string {
  const cell = (value: string | number | null): string => {
    let text = value === null ? '' : String(value);
    // A cell starting with = + - @ would run as a formula in Excel (CSV injection, OWASP).
    if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Hands the browser a file to save. */
export function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
