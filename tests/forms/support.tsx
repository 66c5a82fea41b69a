/** Renders a widget or form alone, in English with the forms namespace loaded, under Mantine. */
import '../app/support/dom';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useState, type ComponentType, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, expect } from 'vitest';
import i18n from 'i18next';
import { getTestRegistry } from '@rjsf/core';
import { labelOf } from '../../src/forms/labels';
import { labelled } from '../../src/forms/view';
import { changeLanguage, initI18n } from '../../src/lib/i18n';
import { theme } from '../../src/lib/theme';
import type { FormWidgetProps } from '../../widgets/index';

afterEach(() => cleanup());

export async function setupI18n(language: 'en' | 'sw_KE' = 'en'): Promise<void> {
  await initI18n({ strict: true });
  await changeLanguage(language);
  await i18n.loadNamespaces(['forms', 'profile', 'errors']);
}

/** `ui` on a screen of its own in a router in memory (pickers open their sheets as history entries). */
export function renderUi(ui: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element: ui }]);
  const view = render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return Object.assign(view, { router });
}

export interface Recorded {
  changes: (string | undefined)[];
  blurs: string[];
}

/**
 * A widget with its value held in state, as the engine holds it; records changes and blurs. Its
 * label, option titles and hint are keys translated as the engine's view translates them.
 */
export function renderWidget(
  Widget: ComponentType<FormWidgetProps>,
  props: Partial<FormWidgetProps> = {},
): Recorded & ReturnType<typeof renderUi> {
  const recorded: Recorded = { changes: [], blurs: [] };
  const label = labelOf(i18n.getFixedT(null, 'forms'));
  const schema = props.schema ?? { type: 'string' };
  function Harness() {
    const [value, setValue] = useState<string | undefined>(props.value as string | undefined);
    return (
      <Widget
        id="root_field"
        name="field"
        onFocus={() => {}}
        registry={getTestRegistry(schema)}
        {...props}
        schema={schema}
        label={label(props.label ?? 'forms:personal.nationalId.label')}
        options={labelled(props.options ?? {}, label)}
        value={value}
        onChange={(v) => {
          recorded.changes.push(v);
          setValue(v);
        }}
        onBlur={(id) => recorded.blurs.push(id)}
      />
    );
  }
  return Object.assign(recorded, renderUi(<Harness />));
}

/** Picks `option` in the picker named `field` (an option field, a birthday's part): opens its sheet, taps it. */
export async function pickOption(
  user: UserEvent,
  field: string | RegExp,
  option: string,
): Promise<void> {
  await user.click(screen.getByRole('button', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}
