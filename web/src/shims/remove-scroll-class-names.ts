import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';

/**
 * Stands in for `react-remove-scroll` where Mantine's AppShell imports it (web/vite.config.ts): the
 * header reads only the class names that the scroll lock of a dialog adjusts, and the scroll lock
 * itself loads with the first dialog (docs/decisions/0128). The names come from the constants the
 * lock itself uses.
 */
export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };
