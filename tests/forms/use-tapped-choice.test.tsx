// @vitest-environment jsdom
/**
 * A tapped choice shows in the tap's own render, reaches the form in a transition, and the field
 * is left only once the form holds it: never with the value from before the tap.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTappedChoice, type TappedChoice } from '../../widgets/use-tapped-choice';

afterEach(() => cleanup());

let field: TappedChoice<string>;
let setForm: (value: string) => void;
const log: string[] = [];
/** What each commit put on screen. */
const commits: string[] = [];

function Field({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  field = useTappedChoice(value, onChange, (held) => log.push(`left with ${held} (form ${value})`));
  const shown = field.shown;
  useLayoutEffect(() => void commits.push(`shown ${shown}, form ${value}`));
  return <p>shown {shown}</p>;
}

function Form() {
  const [value, setValue] = useState('a');
  setForm = setValue;
  return (
    <>
      <Field
        value={value}
        onChange={(v) => {
          log.push(`change to ${v}`);
          setValue(v);
        }}
      />
      <p>form {value}</p>
    </>
  );
}

describe('a tapped choice', () => {
  it('shows at once, reaches the form after, and is left with the form holding it', async () => {
    log.length = 0;
    render(<Form />);
    act(() => field.choose('b'));
    expect(screen.getByText('shown b')).toBeTruthy();
    expect(screen.getByText('form b')).toBeTruthy();
    expect(log).toEqual(['change to b', 'left with b (form b)']);
  });

  it('is left at once, with no change, when the choice is the value already held', () => {
    log.length = 0;
    render(<Form />);
    act(() => field.choose('a'));
    expect(log).toEqual(['left with a (form a)']);
  });

  it("shows the form's own value when the form changes it (the rules' reset)", () => {
    log.length = 0;
    render(<Form />);
    act(() => field.choose('b'));
    act(() => setForm(''));
    expect(screen.getByText('shown')).toBeTruthy();
    expect(log).toEqual(['change to b', 'left with b (form b)']);
  });

  it("hands the form the choice in a transition, after the tap's own render", () => {
    log.length = 0;
    render(<Form />);
    commits.length = 0;
    act(() => field.choose('b'));
    expect(commits).toEqual(['shown b, form a', 'shown b, form b']);
  });
});
