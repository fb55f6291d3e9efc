/** Mantine's table scroll container with its ScrollArea, in a chunk of its own (table-scroll-container.ts). */
export { TableScrollContainer } from '@mantine/core';
