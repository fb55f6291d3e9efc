/**
 * Stands in for `react-remove-scroll` where Mantine's AppShell imports it (web/vite.config.ts): the
 * header reads only the class names that the scroll lock of a dialog adjusts, and the scroll lock
 * itself loads with the first dialog (docs/decisions/0128). The names are those of the lock's own
 * constants (react-remove-scroll-bar, a dependency of Mantine's, not of the portal's), written out
 * here; `shims.test.ts` compares them with the ones the installed Mantine uses (docs/decisions/0144).
 */
export const RemoveScroll = {
  classNames: { fullWidth: 'width-before-scroll-bar', zeroRight: 'right-scroll-bar-position' },
};
