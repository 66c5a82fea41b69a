/** CSV of a console list (RFC 4180), with formula-looking cells defused for spreadsheet apps. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const cell = (value: unknown): string => {
    let text =
      value === null || value === undefined
        ? ''
        : value instanceof Date
          ? value.toISOString()
          : String(value);
    // A cell starting with = + - @ would run as a formula in Excel (CSV injection, OWASP).
    if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
