/**
 * `npm run lockfile:complete`: keeps the lockfile installable with `npm ci` on every platform.
 * npm writes lockfile entries only for the platform packages its registry answers for; a package's
 * optional dependency for another platform (a macOS or Windows binary) is left out, and `npm ci`
 * then refuses the lockfile as out of sync. This adds each missing one with the exact version its
 * parent pins and the platform its name declares, so `npm ci` skips it on other platforms and
 * fetches it where it belongs.
 */
import { readFileSync, writeFileSync } from 'node:fs';

type Entry = {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
};

const PLATFORMS = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'sunos', 'win32'];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el'];

/** Platform packages whose parent pins them but the lockfile lacks, with the entry each needs. */
export function missingPlatformEntries(packages: Record<string, Entry>): Record<string, Entry> {
  const missing: Record<string, Entry> = {};
  for (const [location, entry] of Object.entries(packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${location}/node_modules/${name}`;
      if (packages[`node_modules/${name}`] || packages[nested] || missing[`node_modules/${name}`]) continue;
      const tail = name.split('/').at(-1) ?? name;
      const os = PLATFORMS.find((platform) => `-${tail}-`.includes(`-${platform}-`));
      const cpu = CPUS.find((arch) => new RegExp(`-${arch}(-|$)`).test(tail));
      if (!os || !cpu || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) continue;
      missing[`node_modules/${name}`] = {
        version,
        ...(entry.dev ? { dev: true } : {}),
        optional: true,
        os: [os],
        cpu: [cpu],
        ...(tail.includes('musl')
          ? { libc: ['musl'] }
          : os === 'linux' && tail.includes('gnu')
            ? { libc: ['glibc'] }
            : {}),
      };
    }
  }
  return missing;
}

if (import.meta.main) {
  const file = new URL('../package-lock.json', import.meta.url);
  const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, Entry> };
  const missing = missingPlatformEntries(lock.packages);
  const merged = { ...lock.packages, ...missing };
  lock.packages = Object.fromEntries(
    Object.entries(merged).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
  );
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  process.stdout.write(`${Object.keys(missing).length} platform entries added\n`);
}
