/** The console's routes are hash paths (#/book, #/borrower/12, #/proofs, #/audit). */
import { useEffect, useState } from 'react';

export function useHashRoute(): string[] {
  const read = () => window.location.hash.replace(/^#\/?/, '').split('/').filter(Boolean);
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
