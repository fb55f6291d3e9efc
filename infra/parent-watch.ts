/**
 * Ends this (child) process when its parent is gone, however the parent ended (even SIGKILL): at
 * once when the IPC channel of a child spawned with `'ipc'` closes, else when the parent pid
 * changes (the child was handed to another process), checked every `everyMs`.
 */
export function endWithParent(everyMs = 500): void {
  const parent = process.ppid;
  process.on('disconnect', () => process.exit(1));
  setInterval(() => {
    if (process.ppid !== parent) process.exit(1);
  }, everyMs).unref();
}
