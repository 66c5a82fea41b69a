// @vitest-environment jsdom
/**
 * The engine alone: the rules decide what shows, hidden fields never block, and a NIDA number whose
 * date differs from the birthday is a warning that does not stop the submit.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form from '@rjsf/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '../../src/forms/schema-form';
import type { CompiledValidator, FormData } from '../../src/shared/forms/index';
import { loaded, PERSONAL_TZ } from '../shared/forms/support';
import { renderUi, setupI18n } from './support';

beforeAll(() => setupI18n());

const FORMS = [loaded('tz', 'personal')];

/** The personal form; what it submits goes to `submitted`, every draft it keeps to `drafts`. */
function renderForm(initial: FormData, submitted: FormData[], drafts: FormData[] = []) {
  return renderUi(
    <SchemaForm
      forms={FORMS}
      initial={initial}
      submitLabel="Next"
      invalidMessage="Fix the fields"
      onChange={(data) => {
        drafts.push(data);
      }}
      onSubmit={(data) => submitted.push(data)}
    />,
  );
}

describe('SchemaForm', () => {
  it('runs its validator once while idle after the first paint, before anything is typed', async () => {
    const form = loaded('tz', 'personal');
    const seen: unknown[] = [];
    const counted = ((data: unknown) => {
      seen.push(data);
      const ok = form.validate(data);
      counted.errors = form.validate.errors;
      return ok;
    }) as CompiledValidator;
    renderUi(
      <SchemaForm
        forms={[{ ...form, validate: counted }]}
        submitLabel="Next"
        invalidMessage="Fix the fields"
        onSubmit={() => {}}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeTruthy();
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    // Nothing shows for it: the form is still untouched.
    expect(screen.queryByText('Please input first name of at least 3 letters')).toBeNull();
  });

  it('runs one change through RJSF while idle, so the first keystroke finds that path compiled; nothing on screen changes', async () => {
    // RJSF skips rendering a change that leaves its data equal; its state update still runs. The
    // test waits for that update itself, however long a busy machine takes to be idle.
    const setState = Form.prototype.setState;
    let painted = Number.POSITIVE_INFINITY;
    let warmed!: () => void;
    const idleChange = new Promise<void>((resolve) => (warmed = resolve));
    const updates = vi.spyOn(Form.prototype, 'setState').mockImplementation(function (
      this: Form,
      ...args: Parameters<Form['setState']>
    ) {
      if (updates.mock.calls.length > painted) warmed();
      setState.apply(this, args);
    });
    const drafts: FormData[] = [];
    renderForm({ firstName: 'Amina' }, [], drafts);
    const firstName = screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement;
    painted = updates.mock.calls.length;
    await idleChange;
    updates.mockRestore();
    // The draft follows the change in a transition, a task after the update.
    await waitFor(() => expect(drafts.length).toBeGreaterThan(0));
    expect(firstName.value).toBe('Amina');
    expect(drafts.every((d) => d.firstName === 'Amina' && Object.keys(d).length === 1)).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Please select date of birth')).toBeNull();
  });

  it('leaves a value typed before the phone was idle as it was typed', async () => {
    const drafts: FormData[] = [];
    renderForm({}, [], drafts);
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Ami');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe(
      'Ami',
    );
    expect(drafts.at(-1)?.firstName).toBe('Ami');
  });

  it('keeps a keystroke in the draft before the form re-renders, so a page hidden right after it loses nothing', async () => {
    const drafts: FormData[] = [];
    renderForm({}, [], drafts);
    const input = screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement;
    const reactAct = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    // As in a browser: the key's own update commits at once, the form's transition a task later.
    reactAct.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(input, 'Amina');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      for (let i = 0; i < 5; i++) await Promise.resolve();
      // What a pagehide now would write: the typed name is already there.
      expect(drafts.at(-1)).toEqual({ firstName: 'Amina' });
    } finally {
      reactAct.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('warns when the NIDA date differs from the birthday, and still submits', async () => {
    const submitted: FormData[] = [];
    renderForm({ ...PERSONAL_TZ, nationalId: '19850101-12345-00002-26' }, submitted);
    expect(
      await screen.findByText(
        'The first 8 digits do not match your date of birth. Please check both.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.nationalId).toBe('19850101-12345-00002-26');
  });

  it('drops what the birthday hides and submits without it', async () => {
    const submitted: FormData[] = [];
    const { email: _email, ...rest } = PERSONAL_TZ;
    renderForm({ ...rest, inputBirthday: '', email: 'x@hotmail.com' }, submitted);
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(submitted).toHaveLength(0);
    expect(screen.getByText('Please select date of birth')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Fix the fields');
  });

  it('checks an untouched form on the first submit: nothing sent, every error shown, the first focused', async () => {
    const submitted: FormData[] = [];
    renderForm({}, submitted);
    expect(screen.queryByText('Please input first name of at least 3 letters')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(submitted).toHaveLength(0);
    expect(screen.getByText('Please input first name of at least 3 letters')).toBeTruthy();
    expect(screen.getByText('Please select date of birth')).toBeTruthy();
    expect(document.activeElement?.id).toBe('root_firstName');
  });
});
