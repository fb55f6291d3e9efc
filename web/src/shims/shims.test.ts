import { createRequire } from 'node:module';
import { createElement, createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useMergeRefs } from './floating-ui-merge-refs.ts';
import { RemoveScroll } from './remove-scroll-class-names.ts';

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
});
