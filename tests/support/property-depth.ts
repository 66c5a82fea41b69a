/**
 * How many cases the property suites run. CI goes deep (DEEP_PROPERTIES=1, or CI=true without
 * it); a developer's machine runs the quick counts. `.ci/run` runs the server suite once, on
 * PostgreSQL when one answers (else PGlite), and goes deep there.
 */
export function propertyRuns(quick: number, deep: number): number {
  const flag = process.env.DEEP_PROPERTIES;
  const goDeep = flag === undefined ? process.env.CI === 'true' : flag === '1';
  return goDeep ? deep : quick;
}
