import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { TableScrollContainer as MantineTableScrollContainer } from '@mantine/core';
import { createElement, createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useMergeRefs } from './floating-ui-merge-refs.ts';
import { RemoveScroll } from './remove-scroll-class-names.ts';
import { loadTableScrollContainer, TableScrollContainer } from './table-scroll-container.ts';

/** The scroll lock as Mantine itself resolves it: a dependency of Mantine's, not of the portal's. */
const fromMantine = createRequire(createRequire(import.meta.url).resolve('@mantine/core'));
const RealRemoveScroll = (fromMantine('react-remove-scroll') as { RemoveScroll: { classNames: object } })
  .RemoveScroll;

const objectRef = createRef<string>();
const seen: (string | null)[] = [];
let merged: ((value: string | null) => unknown) | null = null;

function Probe() {
  merged = useMergeRefs<string>([objectRef, (value) => void seen.push(value), undefined]) as typeof merged;
  return null;
}

describe('the first screen’s stand-ins', () => {
  it('name the classes the scroll lock adjusts, as react-remove-scroll does', () => {
    expect(RemoveScroll.classNames).toEqual(RealRemoveScroll.classNames);
  });

  it('merge object and callback refs into one', () => {
    renderToString(createElement(Probe));
    merged?.('node');
    expect(objectRef.current).toBe('node');
    expect(seen).toEqual(['node']);
  });

  it('scroll a table natively until Mantine’s scroll container is there, which they then load', async () => {
    const html = renderToString(createElement(TableScrollContainer, { minWidth: 800 }, 'rows'));
    expect(html).toContain('overflow:auto');
    expect(html).toContain('min-width:calc(50rem * var(--mantine-scale))');
    expect(html).toContain('rows');
    expect(await loadTableScrollContainer()).toBe(MantineTableScrollContainer);
  });

  it('keep a native container as it is, even once Mantine’s is loaded', async () => {
    await loadTableScrollContainer();
    const html = renderToString(
      createElement(TableScrollContainer, { minWidth: 1200, type: 'native' }, 'rows'),
    );
    expect(html).toContain('overflow:auto');
    expect(html).toContain('min-width:calc(75rem * var(--mantine-scale))');
    expect(html).not.toContain('class=');
  });

  it('leave out the resize handle, which renders only in resizable sections, and the shell has none', () => {
    const shell = readFileSync(path.join(import.meta.dirname, '../shell/AppLayout.tsx'), 'utf8');
    expect(shell).toContain('<AppShell');
    expect(shell).not.toMatch(/resiz/i);
  });
});
