/**
 * The list of an option picker as a bottom sheet at 50 % of the screen height (§9), with a search
 * box for long lists (regions, districts) and an optional grid (paydays). Its own chunk: the drawer
 * (focus trap, scroll lock, portal) is not needed to paint a form, only to pick from it.
 */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Button, Drawer, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
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
  const { t } = useTranslation('forms');
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const shown = props.options.filter((o) => !q || o.title.toLowerCase().includes(q));
  const Layout = props.columns ? SimpleGrid : Stack;
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="bottom"
      size="50%"
      title={props.title}
      closeButtonProps={{ 'aria-label': t('engine.close') }}
    >
      {props.search && (
        <TextInput
          aria-label={t('engine.search')}
          placeholder={t('engine.search')}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          mb="sm"
        />
      )}
      <Layout
        gap={6}
        {...(props.columns ? { cols: props.columns, spacing: 6 } : {})}
        role="listbox"
        aria-label={props.title}
      >
        {shown.map((o) => (
          <Button
            key={o.const}
            role="option"
            aria-selected={o.const === props.value}
            variant={o.const === props.value ? 'filled' : 'default'}
            justify={props.columns ? 'center' : 'flex-start'}
            px={props.columns ? 0 : undefined}
            onClick={() => props.onPick(o.const)}
          >
            {o.title}
          </Button>
        ))}
      </Layout>
    </Drawer>
  );
}
