/**
 * The list of an option picker as a bottom sheet at 50 % of the screen height (§9), with a search
 * box for long lists (regions, districts) and an optional grid (paydays, birthdays). Its own chunk,
 * loaded while the phone is idle after the form has painted.
 *
 * Plain elements rather than Mantine's Drawer (decision 0031): at 4× CPU the Drawer's first open
 * cost 75 ms of script (portal, focus trap, two transitions) and a 50 ms restyle of the whole page
 * (its scroll lock injects a style sheet), so a tap showed its sheet 160 ms later. What the Drawer
 * did for the borrower is kept: a modal dialog named by its title, Escape and the overlay close it,
 * Tab stays inside, the page behind does not scroll, and the focus returns to the field.
 */
import '@mantine/core/styles/Input.css';
import './option-sheet.css';
import { TextInput } from '@mantine/core';
import {
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { OptionDef } from '../src/shared/forms/types';

export interface OptionSheetProps {
  readonly opened: boolean;
  readonly title: string;
  /** The offered options, their titles translated (src/forms/view.ts). */
  readonly options: readonly OptionDef[];
  readonly value: string;
  readonly search?: boolean;
  readonly columns?: number;
  readonly onPick: (value: string) => void;
  readonly onClose: () => void;
}

export default function OptionSheet(props: OptionSheetProps) {
  return props.opened ? createPortal(<OpenSheet {...props} />, document.body) : null;
}

/**
 * A sheet while it is open: mounted afresh at each opening, so its search starts empty. The tap
 * paints the sheet's frame and title at once; its search and options follow in a transition, while
 * it rises.
 */
function OpenSheet(props: OptionSheetProps) {
  const { t } = useTranslation('forms');
  const [query, setQuery] = useState('');
  const [listed, setListed] = useState(false);
  useEffect(() => startTransition(() => setListed(true)), []);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(panel, props.onClose, listed);
  const q = query.trim().toLowerCase();
  const shown = props.options.filter((o) => !q || o.title.toLowerCase().includes(q));
  return (
    <div className="option-sheet-root">
      <div className="option-sheet-overlay" aria-hidden="true" onClick={props.onClose} />
      <div
        ref={panel}
        className="option-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <div className="option-sheet-header">
          <h2 id={titleId}>{props.title}</h2>
          <button
            type="button"
            className="option-sheet-close"
            aria-label={t('engine.close')}
            onClick={props.onClose}
          >
            <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </button>
        </div>
        <div className="option-sheet-body">
          {listed && (
            <>
              {props.search && (
                <TextInput
                  aria-label={t('engine.search')}
                  placeholder={t('engine.search')}
                  value={query}
                  onChange={(e) => setQuery(e.currentTarget.value)}
                  mb="sm"
                />
              )}
              <div
                className="option-list"
                data-columns={props.columns}
                style={
                  props.columns
                    ? ({ '--option-columns': props.columns } as CSSProperties)
                    : undefined
                }
                role="listbox"
                aria-label={props.title}
              >
                {shown.map((o) => (
                  <button
                    key={o.const}
                    type="button"
                    role="option"
                    aria-selected={o.const === props.value}
                    onClick={() => props.onPick(o.const)}
                  >
                    {o.title}
                  </button>
                ))}
              </div>
            </>
          )}
        </div>
      </div>
    </div>
  );
}

const TABBABLE = 'button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * What a modal sheet owes the borrower while it is open: the focus on the chosen option (scrolled
 * into view) or on Close, Tab kept inside, Escape closing it, the page behind held still, and the
 * focus back on the field that opened it.
 */
function useModal(
  panel: React.RefObject<HTMLDivElement | null>,
  onClose: () => void,
  listed: boolean,
): void {
  const close = useRef(onClose);
  close.current = onClose;
  useLayoutEffect(() => {
    const sheet = panel.current;
    if (!sheet || !listed) return;
    const chosen = sheet.querySelector<HTMLElement>('[aria-selected="true"]');
    (chosen ?? sheet.querySelector<HTMLElement>('.option-sheet-close'))?.focus();
  }, [panel, listed]);
  useLayoutEffect(() => {
    const sheet = panel.current;
    if (!sheet) return;
    const opener = document.activeElement as HTMLElement | null;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
      } else if (event.key === 'Tab') {
        const all = [...sheet.querySelectorAll<HTMLElement>(TABBABLE)];
        const [first, last] = [all[0], all.at(-1)];
        const at = document.activeElement;
        if (event.shiftKey && (at === first || !sheet.contains(at))) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && (at === last || !sheet.contains(at))) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Once the commit that closes the sheet is done: a focus computes the page's style and
      // layout at once, and from the middle of that commit (a pick also redraws the form) it made
      // the browser compute them twice before the next frame, on a phone's tap tens of ms.
      queueMicrotask(() => {
        if (opener?.isConnected) opener.focus({ preventScroll: true });
      });
    };
  }, [panel]);
}
