/**
 * A field-looking button showing a choice; tapping it opens the bottom sheet of its options. The
 * one tap target of every option field (PickerWidget) and of each part of a birthday: the list is
 * the page's own, so a tap paints within a frame or two on a cheap phone, where a native
 * `<select>` waits for the browser to build its popup.
 */
import '@mantine/core/styles/Input.css';
import { Input } from '@mantine/core';
import { useState } from 'react';
import { useInRouterContext } from 'react-router-dom';
import { useHistorySheet, type HistorySheet } from '../src/lib/use-history-sheet';
import { LazyOptionSheet, usePreloadedSheet } from './lazy-option-sheet';
import type { OptionDef } from '../src/shared/forms/types';

export interface PickerFieldProps {
  readonly id: string;
  /** The sheet's title; also the button's name when `ariaLabel` is not given. */
  readonly title: string;
  readonly ariaLabel?: string;
  readonly options: readonly OptionDef[];
  readonly value: string;
  readonly placeholder: string;
  readonly error?: boolean;
  readonly describedBy?: string;
  readonly disabled?: boolean;
  readonly search?: boolean;
  readonly columns?: number;
  readonly flex?: number;
  /** Narrow paddings and arrow, for a picker that shares its row (a birthday's day, month, year). */
  readonly compact?: boolean;
  readonly onPick: (value: string) => void;
  /** The sheet closed without a pick (back, the close button, a tap outside). */
  readonly onDismiss?: () => void;
}

export function PickerField(props: PickerFieldProps) {
  // In the app the sheet is an entry in history, as the agreement is: the phone's back closes the
  // sheet, not the form. Outside a router (the server's render check of a form) it is state.
  return useInRouterContext() ? <PickerInHistory {...props} /> : <PickerInState {...props} />;
}

function PickerInHistory(props: PickerFieldProps) {
  return <Picker {...props} sheet={useHistorySheet(`options:${props.id}`)} />;
}

function PickerInState(props: PickerFieldProps) {
  const [opened, setOpened] = useState(false);
  const sheet = { opened, open: () => setOpened(true), close: () => setOpened(false) };
  return <Picker {...props} sheet={sheet} />;
}

function Picker({ sheet, ...props }: PickerFieldProps & { readonly sheet: HistorySheet }) {
  usePreloadedSheet();
  const chosen = props.options.find((o) => o.const === props.value);
  return (
    <>
      <Input
        component="button"
        size="lg"
        type="button"
        id={props.id}
        pointer
        error={props.error}
        aria-label={props.ariaLabel}
        aria-describedby={props.describedBy}
        aria-haspopup="listbox"
        disabled={props.disabled}
        onClick={sheet.open}
        rightSection={<span aria-hidden="true">▾</span>}
        {...(props.compact
          ? {
              rightSectionWidth: 24,
              styles: { input: { paddingInlineStart: 10, paddingInlineEnd: 22 } },
            }
          : {})}
        style={props.flex ? { flex: props.flex, minWidth: 0 } : undefined}
      >
        {chosen ? chosen.title : <Input.Placeholder>{props.placeholder}</Input.Placeholder>}
      </Input>
      <LazyOptionSheet
        opened={sheet.opened}
        title={props.title}
        options={props.options}
        value={props.value}
        search={props.search}
        columns={props.columns}
        onPick={(v) => {
          sheet.close();
          props.onPick(v);
        }}
        onClose={() => {
          sheet.close();
          props.onDismiss?.();
        }}
      />
    </>
  );
}
