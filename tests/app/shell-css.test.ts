/** The shell's plain stylesheet carries the theme's values, so a Mantine screen after it matches. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTheme, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { cssVariablesResolver, theme, THEME_COLOR } from '../../src/lib/theme';

const css = readFileSync('src/app/shell.css', 'utf8');
const declared = (name: string) =>
  new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1]?.replace(/\s+/g, ' ').trim();

describe('src/app/shell.css', () => {
  const full = mergeMantineTheme(DEFAULT_THEME, createTheme(theme));
  const light = cssVariablesResolver(full).light;

  it("uses the theme's green, dimmed grey and fonts", () => {
    expect(declared('--app-primary')).toBe(THEME_COLOR);
    expect(declared('--app-primary-hover')).toBe(full.colors.mkopo![9]);
    expect(declared('--app-dimmed')).toBe(light['--mantine-color-dimmed']);
    expect(declared('--app-font')?.replace(/'/g, '"')).toBe(full.fontFamily);
    expect(declared('--app-border')).toBe(full.colors.gray[3]);
  });

  it("uses the light variant's colours: the primary's and red's tints and text", () => {
    expect(declared('--app-primary-light')).toBe(full.colors.mkopo![1]);
    expect(declared('--app-primary-light-color')).toBe(full.colors.mkopo![9]);
    expect(declared('--app-danger')).toBe(full.colors.red[6]);
    expect(declared('--app-danger-light')).toBe(full.colors.red[1]);
    expect(declared('--app-danger-light-color')).toBe(light['--mantine-color-red-light-color']);
  });
});
