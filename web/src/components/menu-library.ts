/** Mantine's menu with its popover and floating positioning, in a chunk of its own (DeferredMenu.tsx). */
export { Menu } from '@mantine/core';
