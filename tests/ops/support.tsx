/**
 * What the console page tests share: a page rendered as the console renders it (Mantine, and an
 * SWR cache of its own so no answer leaks between tests), and a stubbed console API that records
 * what the page asked and posted. Each test file still says what the API answers.
 */
import '../app/support/dom';
import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, vi } from 'vitest';
import { setLanguage, startI18n } from '../../src/ops/i18n';

/** A JSON answer of the console API. */
export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status });

/** What the page asked for (GET) and sent (POST, with the parsed body), in order. */
export const asked: string[] = [];
export const posted: { url: string; body: unknown }[] = [];

/** Answers the page's requests with `answer`; GETs and POSTs are recorded first. */
export function serveConsole(answer: (url: string, init?: RequestInit) => Response): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') posted.push({ url, body: JSON.parse(String(init.body)) });
      else asked.push(url);
      return answer(url, init);
    }),
  );
}

export function showPage(page: ReactElement) {
  return render(
    <MantineProvider env="test">
      <SWRConfig value={{ provider: () => new Map() }}>{page}</SWRConfig>
    </MantineProvider>,
  );
}

/** Starts the console's i18n once, and resets the page, the API and the language after each test. */
export function setUpConsolePageTests(): void {
  beforeAll(() => startI18n());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    asked.length = 0;
    posted.length = 0;
    setLanguage('en');
  });
}
