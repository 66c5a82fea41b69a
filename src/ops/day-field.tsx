/**
 * A day field in the console's language: typed and shown as its locale writes a day (dd/mm/yyyy),
 * never as the browser's locale draws a date input (mm/dd/yyyy in a US-English browser, whatever
 * the page's language). The calendar button opens the browser's picker for a day to fill in. The
 * caller and a form (under `name`, in a hidden input) get the ISO day, '' while none is written.
 */
import { ActionIcon, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { dayFromText, dayText } from './day-words';
import { useOpsT } from './use-ops-t';

export interface DayFieldProps {
  readonly label: string;
  /** The form field that carries the ISO day. */
  readonly name?: string;
  /** The ISO day shown (controlled); `defaultValue` starts an uncontrolled one. */
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onChange?: (iso: string) => void;
  readonly w?: number | string;
}

export function DayField({ label, name, value, defaultValue, onChange, w }: DayFieldProps) {
  const { t, language } = useOpsT();
  const pattern = t('day.pattern');
  const [iso, setIso] = useState(value ?? defaultValue ?? '');
  const [text, setText] = useState(() => dayText(iso, pattern));
  const [wrong, setWrong] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  // A day set from outside (a default read from the server, a reset) shows as written here.
  useEffect(() => {
    if (value !== undefined && value !== iso) {
      setIso(value);
      setText(dayText(value, pattern));
      setWrong(false);
    }
  }, [value]); // eslint-disable-line react-hooks/exhaustive-deps

  // Another language may write days in another order: the day shown is rewritten in it.
  useEffect(() => {
    if (iso) setText(dayText(iso, pattern));
  }, [language]); // eslint-disable-line react-hooks/exhaustive-deps

  function take(next: string, typed: string) {
    setText(typed);
    if (next !== iso) {
      setIso(next);
      onChange?.(next);
    }
  }

  return (
    <>
      <TextInput
        label={label}
        w={w}
        value={text}
        placeholder={t('day.placeholder')}
        inputMode="numeric"
        error={wrong ? t('day.invalid', { placeholder: t('day.placeholder') }) : undefined}
        onChange={(e) => {
          const typed = e.currentTarget.value;
          setWrong(false);
          take(dayFromText(typed, pattern) ?? '', typed);
        }}
        onBlur={() => setWrong(text.trim() !== '' && !dayFromText(text, pattern))}
        rightSection={
          <ActionIcon
            variant="subtle"
            aria-label={t('day.pick')}
            onClick={() => picker.current?.showPicker?.()}
          >
            <span aria-hidden="true">▦</span>
          </ActionIcon>
        }
      />
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        value={iso}
        onChange={(e) => take(e.currentTarget.value, dayText(e.currentTarget.value, pattern))}
        style={{ position: 'absolute', width: 0, height: 0, opacity: 0, pointerEvents: 'none' }}
      />
      {name && <input type="hidden" name={name} value={iso} />}
    </>
  );
}
