// @vitest-environment jsdom
/**
 * index.html's inline script shows the prerendered screen for the address before any bundle. It
 * asks Intl for the phone's zone (its first use loads the time zone data, tens of ms before the
 * first paint on a phone) only for a visitor's Home with no country chosen nor named by the
 * phone's language, and only when the phone's offset from UTC is one a country's zone keeps.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showPrerenderedScript } from '../../scripts/vite/screens-prerender';

const TEMPLATES = ['home:en:TZ', 'home:en:KE', 'screen:/auth/personal_infomation:en', 'pre:css'];

function run(hash: string): string | undefined {
  location.hash = hash;
  new Function(showPrerenderedScript())();
  const shown = document.querySelector('#pre > p:last-child');
  return shown?.textContent ?? undefined;
}

describe('the prerendered screen’s script', () => {
  let asked: ReturnType<typeof vi.spyOn>;
  let spies: { mockRestore(): void }[] = [];
  const offset = (minutes: number) =>
    spies.push(vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(minutes));
  beforeEach(() => {
    document.body.innerHTML =
      TEMPLATES.map((id) => `<template id="${id}"><p>${id}</p></template>`).join('') +
      '<div id="root"></div>';
    localStorage.clear();
    localStorage.setItem('language', '"en"');
    asked = vi.spyOn(Intl, 'DateTimeFormat');
    spies = [vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']), asked];
  });
  // Only this file's spies: the setup's watch on console.error stays.
  afterEach(() => spies.forEach((s) => s.mockRestore()));

  it('shows a signed-in screen without asking for the zone', () => {
    localStorage.setItem('token', '{"Authorization":"t"}');
    offset(-180);
    expect(run('#/auth/personal_infomation')).toBe('screen:/auth/personal_infomation:en');
    expect(asked).not.toHaveBeenCalled();
  });

  it("shows a visitor's Home of the default country, unasked, on a phone far from every country", () => {
    offset(0);
    expect(run('#/')).toBe('home:en:TZ');
    expect(asked).not.toHaveBeenCalled();
  });

  it("asks for the zone on a phone at a country's offset, and shows that country's Home", () => {
    offset(-180);
    asked.mockImplementation(
      () => ({ resolvedOptions: () => ({ timeZone: 'Africa/Nairobi' }) }) as Intl.DateTimeFormat,
    );
    expect(run('#/')).toBe('home:en:KE');
    expect(asked).toHaveBeenCalled();
  });
});
