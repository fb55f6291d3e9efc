import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/**
 * Shade 8 keeps white text on filled buttons and blue text on white above 4.5:1 (WCAG AA); the
 * notification text under a title is darkened from Mantine's gray 6 for the same reason.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'sm',
  // Users who ask their system for less motion get dialogs and menus without transitions.
  respectReducedMotion: true,
  components: {
    // A plain entry rather than Notification.extend, which would bring the component into the
    // first screen; notifications load on first use.
    Notification: { styles: { description: { color: 'var(--mantine-color-gray-7)' } } },
  },
});

/**
 * Mantine's "dimmed" text (gray 6) and its error text (red 6, 3.3:1) fall below 4.5:1 on white;
 * gray 7 keeps hints readable and red 8 field errors, as Mantine's dark scheme already uses it.
 * Text on light orange surfaces (the titles of warnings) in orange 9 reaches only 3.6:1 on orange 1;
 * a darker burnt orange (5.1:1) keeps it orange and readable.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': current.colors.gray?.[7] ?? '#495057',
    '--mantine-color-error': current.colors.red?.[8] ?? '#e03131',
    '--mantine-color-orange-light-color': '#b03a06',
  },
  dark: {},
});
