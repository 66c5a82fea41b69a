// @vitest-environment jsdom
/** An option field: a bottom sheet of the offered options only; picking one stores it and closes. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { PickerWidget } from '../../widgets/picker-widget';
import { renderWidget, setupI18n } from './support';

beforeAll(() => setupI18n());

const offered = [
  { const: 'Married', title: 'forms:options.maritalStatus.Married' },
  { const: 'Divorced', title: 'forms:options.maritalStatus.Divorced' },
];

describe('PickerWidget', () => {
  it('opens the sheet of offered options and stores the one picked', async () => {
    const user = userEvent.setup();
    const rec = renderWidget(PickerWidget, {
      label: 'forms:personal.maritalStatus.label',
      options: { offered },
      required: true,
    });
    await user.click(screen.getByRole('button', { name: /Marital status/ }));
    const list = await screen.findByRole('listbox', { name: 'Marital status' });
    expect(list.querySelectorAll('[role=option]')).toHaveLength(2);
    await user.click(screen.getByRole('option', { name: 'Divorced' }));
    expect(rec.changes).toEqual(['Divorced']);
    expect(rec.blurs).toEqual(['root_field']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Marital status/ }).textContent).toContain(
        'Divorced',
      ),
    );
  });

  it('shows its error under the field, described by it', () => {
    renderWidget(PickerWidget, {
      label: 'forms:personal.maritalStatus.label',
      options: { offered },
      rawErrors: ['Please select marital status'],
    });
    const error = screen.getByText('Please select marital status');
    expect(
      screen.getByRole('button', { name: /Marital status/ }).getAttribute('aria-describedby'),
    ).toBe(error.id);
  });
});
