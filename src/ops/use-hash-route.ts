/**
 * The console's routes are hash paths (#/book, #/borrower/12, #/proofs, #/audit), a page's
 * starting filters after `?` (#/book?status=3&overdueMin=8).
 */
import { useEffect, useState } from 'react';

export function useHashRoute(): string[] {
  const read = () =>
    (window.location.hash.replace(/^#\/?/, '').split('?')[0] ?? '').split('/').filter(Boolean);
  const [parts, setParts] = useState(read);
  useEffect(() => {
    const onChange = () => setParts(read());
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return parts;
}

export const go = (path: string) => {
  window.location.hash = `#/${path}`;
};

/** The filters the hash route carries after `?`. */
export function hashQuery(): URLSearchParams {
  const at = window.location.hash.indexOf('?');
  return new URLSearchParams(at < 0 ? '' : window.location.hash.slice(at + 1));
}
