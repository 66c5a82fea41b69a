/** Generates the form data types from schemas/<country>/<form>.json (filled in by the forms work). */
export async function generateFormTypes(): Promise<Record<string, string>> {
  return {};
}
