/** The scanner the browser build check uses (tests/e2e/no-eval.e2e.ts) finds what it must. */
import { describe, expect, it } from 'vitest';
import { stringEvaluations } from './eval-scan';

describe('string evaluation scan', () => {
  it('finds eval, new Function, Function("…") and string timers', () => {
    for (const code of [
      'a=eval(s)',
      'x=new Function("a","return a")',
      'g=Function("return this")()',
      'setTimeout("run()",5)',
      ';window.setInterval(`tick()`,1)',
    ])
      expect(stringEvaluations(code), code).toHaveLength(1);
  });

  it('leaves ordinary code alone', () => {
    const code =
      'obj.eval(x);evaluate(y);f instanceof Function;setTimeout(()=>1,5);new FunctionCall();';
    expect(stringEvaluations(code)).toEqual([]);
  });
});
