/**
 * The Mantine theme: one trustworthy green, system fonts (no web-font download), and touch
 * targets of at least 44 px so a thumb on a 360 px phone hits what it aims at.
 */
import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
