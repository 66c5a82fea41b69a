/**
 * Stands in for markdown-to-jsx, which @rjsf/core imports for markdown descriptions: our form
 * files never enable markdown, and the parser would add ~12 KB gzip to the form chunk. Aliased in
 * vite.config.ts; renders the text as it is.
 */
import { createElement, type ReactNode } from 'react';

export function Markdown({
  children,
  options,
}: {
  children?: ReactNode;
  options?: { wrapper?: string };
}) {
  return createElement(options?.wrapper ?? 'span', null, children);
}

export default Markdown;
