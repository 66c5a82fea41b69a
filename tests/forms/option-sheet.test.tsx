// @vitest-environment jsdom
/**
 * The option sheet is a modal dialog made of plain elements (decision 0031): what Mantine's
 * Drawer gave the borrower is held here, since nothing else provides it now.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { PickerWidget } from '../../widgets/picker-widget';
import { renderWidget, setupI18n } from './support';

beforeAll(() => setupI18n());

const offered = ['Arusha', 'Dodoma', 'Geita', 'Iringa'].map((r) => ({ const: r, title: r }));

function regionPicker(value?: string) {
  return renderWidget(PickerWidget, {
    label: 'forms:personal.state.label',
    options: { offered, search: true },
    value,
  });
}

const field = () => screen.getByRole('button', { name: /Region/ });

describe('the option sheet', () => {
  it('is a modal dialog named by the field, its options a list of that name', async () => {
    const user = userEvent.setup();
    regionPicker();
    await user.click(field());
    const dialog = await screen.findByRole('dialog', { name: 'Region' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const list = await screen.findByRole('listbox', { name: 'Region' });
    expect([...list.querySelectorAll('[role=option]')].map((o) => o.textContent)).toEqual([
      'Arusha',
      'Dodoma',
      'Geita',
      'Iringa',
    ]);
  });

  it('puts the focus on the chosen option, and back on the field when it closes', async () => {
    const user = userEvent.setup();
    regionPicker('Geita');
    await user.click(field());
    const chosen = await screen.findByRole('option', { name: 'Geita' });
    await waitFor(() => expect(document.activeElement).toBe(chosen));
    expect(chosen.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(field());
  });

  it('closes on Escape, on Close and on a tap outside, each a leaving of the field', async () => {
    const user = userEvent.setup();
    const rec = regionPicker();
    await user.click(field());
    await screen.findByRole('listbox');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(field());
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(field());
    await screen.findByRole('dialog');
    await user.click(document.querySelector<HTMLElement>('.option-sheet-overlay')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rec.changes).toEqual([]);
    expect(rec.blurs).toEqual(['root_field', 'root_field', 'root_field']);
  });

  it('keeps Tab inside the sheet, both ways', async () => {
    const user = userEvent.setup();
    regionPicker();
    await user.click(field());
    await screen.findByRole('listbox');
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('option', { name: 'Iringa' });
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
    await user.tab();
    expect(document.activeElement).toBe(close);
  });

  it('searches its options, and starts each opening with the whole list', async () => {
    const user = userEvent.setup();
    const rec = regionPicker();
    await user.click(field());
    await user.type(await screen.findByRole('textbox', { name: 'Search' }), 'do');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Dodoma']);
    await user.click(screen.getByRole('option', { name: 'Dodoma' }));
    expect(rec.changes).toEqual(['Dodoma']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(field());
    await screen.findByRole('listbox');
    expect(screen.getAllByRole('option')).toHaveLength(4);
  });

  it("closes on the phone's back, and a pick leaves no entry in history behind", async () => {
    const user = userEvent.setup();
    const view = regionPicker();
    const entry = () => (view.router.state.location.state as { sheet?: string } | null)?.sheet;
    // An entry before the form's own, to tell one step back from two.
    await act(() => view.router.navigate('/', { state: { earlier: true } }));
    const form = view.router.state.location.key;
    await user.click(field());
    await screen.findByRole('listbox');
    expect(entry()).toBe('options:root_field');
    await act(() => view.router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.router.state.location.key).toBe(form);
    expect(view.changes).toEqual([]);

    await user.click(field());
    await user.click(await screen.findByRole('option', { name: 'Geita' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(entry()).toBeUndefined());
    expect(view.router.state.location.key).toBe(form);
    expect(view.changes).toEqual(['Geita']);
  });
});
