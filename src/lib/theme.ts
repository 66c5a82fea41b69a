/**
 * The Mantine theme: one trustworthy green, system fonts (no web-font download), and touch
 * targets of at least 44 px so a thumb on a 360 px phone hits what it aims at.
 */
import {
  createTheme,
  darken,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

const mkopo: MantineColorsTuple = [
  '#e7f7ef',
  '#d0ede0',
  '#a1dac1',
  '#6ec6a0',
  '#45b584',
  '#2bab73',
  '#1a9f68',
  '#0b8a57',
  '#007a4c',
  '#00693f',
];

export const THEME_COLOR = mkopo[8];

export const theme = createTheme({
  primaryColor: 'mkopo',
  // Shade 8 keeps white button text above 4.5:1 contrast.
  primaryShade: 8,
  colors: { mkopo },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif' },
  // Plain objects rather than `Input.extend()`: importing the components here would pull them
  // into the first-paint bundle.
  components: {
    Button: { defaultProps: { size: 'lg' } },
    TextInput: { defaultProps: { size: 'lg' } },
  },
});

/**
 * Text colours that keep WCAG AA contrast (4.5:1) for small text, which Mantine's defaults miss on
 * white: dimmed text (gray 6 is 3.3:1; this grey is 6.1:1), placeholders (gray 5 is 2.1:1; this
 * grey is 4.7:1, still lighter than dimmed), error text (red 6 is 3.3:1; red 9 is 5.5:1) and the
 * text of light badges and alerts (shade 6 on its tint; a darkened shade 9 is 5–8:1).
 * Borrowers read these screens outdoors on dim, cheap displays. The brand green already passes.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#6c757d',
    '--mantine-color-error': t.colors.red[9],
    ...Object.fromEntries(
      Object.entries(t.colors)
        .filter(([name]) => name !== t.primaryColor)
        .map(([name, shades]) => [`--mantine-color-${name}-light-color`, darken(shades[9], 0.3)]),
    ),
  },
  dark: {},
});
