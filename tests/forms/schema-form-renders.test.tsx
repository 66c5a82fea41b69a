// @vitest-environment jsdom
/**
 * A key or a tap renders its own field and no other (taps at 4× CPU waited for the
 * whole form): the engine's rules, checks and draft follow without re-creating RJSF's fields.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '../../src/forms/schema-form';
import type { FormData } from '../../src/shared/forms/index';
import { loaded } from '../shared/forms/support';
import { renderUi, setupI18n } from './support';

const renders = vi.hoisted(() => new Map<string, number>());

vi.mock('../../widgets/text-widget', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../widgets/text-widget')>();
  return {
    ...real,
    TextWidget: (props: Parameters<typeof real.TextWidget>[0]) => {
      renders.set(props.id, (renders.get(props.id) ?? 0) + 1);
      return real.TextWidget(props);
    },
  };
});

beforeAll(() => setupI18n());
beforeEach(() => renders.clear());

const FORMS = [loaded('tz', 'personal')];

async function renderSettled(drafts: FormData[]) {
  renderUi(
    <SchemaForm
      forms={FORMS}
      submitLabel="Next"
      invalidMessage="Fix the fields"
      onChange={(data) => {
        drafts.push(data);
      }}
      onSubmit={() => {}}
    />,
  );
  // The idle warm-up of the first field has run: what renders next is the borrower's doing.
  await new Promise((resolve) => setTimeout(resolve, 400));
  renders.clear();
}

const others = (id: string) => [...renders].filter(([k]) => k !== id).map(([k]) => k);

describe('SchemaForm renders what was touched', () => {
  it('a key in one text field renders no other field, and the draft still follows', async () => {
    const drafts: FormData[] = [];
    await renderSettled(drafts);
    await userEvent.type(screen.getByRole('textbox', { name: 'Middle name' }), 'Z');
    await waitFor(() => expect(drafts.at(-1)).toEqual({ middleName: 'Z' }));
    expect(renders.get('root_middleName')).toBeGreaterThan(0);
    expect(others('root_middleName')).toEqual([]);
  });

  it('a tap on a radio renders no text field', async () => {
    const drafts: FormData[] = [];
    await renderSettled(drafts);
    await userEvent.click(screen.getByRole('radio', { name: 'Female' }));
    await waitFor(() => expect(drafts.at(-1)).toEqual({ gender: '2' }));
    expect(others('')).toEqual([]);
  });
});
