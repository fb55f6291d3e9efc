import path from 'node:path';

/**
 * A path an SFTP client sent, as a path inside the account's root: `/` is the root, relative paths
 * start at the root, `.` and empty segments vanish. Undefined when `..` would climb above the root or
 * the path holds a NUL byte: such a request is refused, not quietly clamped to the root.
 */
export function virtualPath(requested: string): string | undefined {
  if (requested.includes('\0')) return undefined;
  const segments: string[] = [];
  for (const segment of requested.replaceAll('\\', '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return undefined;
      segments.pop();
      continue;
    }
    segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** The file system path of a virtual path under `root` (an absolute directory). */
export function hostPath(root: string, virtual: string): string {
  const resolved = path.resolve(root, `.${virtual}`);
  // virtualPath leaves no `..`; this guards any other caller.
  if (resolved !== root && !resolved.startsWith(`${root}${path.sep}`))
    throw new Error(`path leaves its root: ${virtual}`);
  return resolved;
}
