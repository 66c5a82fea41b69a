/** What shows while a lazy page or its translations load: a centred spinner, no layout jump. */
export function PageFallback() {
  return <div className="app-spinner" style={{ height: '60vh' }} />;
}
