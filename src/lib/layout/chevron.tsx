/** The thin arrow of list rows (forward) and the title bar (back); decorative, hidden from readers. */
export function Chevron({ direction, size }: { direction: 'back' | 'forward'; size: number }) {
  return (
    <svg className="app-chevron" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path
        d={direction === 'back' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
