import { useMantineTheme } from '@mantine/core';
import { mailFrameDocument } from './mail-frame.ts';

/**
 * A mail's HTML body as the server composed it: in a sandboxed frame without scripts, never
 * inserted into the page, and in the app's font rather than the browser's default serif.
 */
export function MailFrame({ title, content, height }: { title: string; content: string; height: number }) {
  const { fontFamily } = useMantineTheme();
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={mailFrameDocument(content, fontFamily ?? 'sans-serif')}
      style={{ width: '100%', height, border: '1px solid var(--mantine-color-gray-4)' }}
    />
  );
}
