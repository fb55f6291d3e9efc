/** One dependency the portal needs to serve requests; readiness fails while any check fails. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<{ ok: boolean; detail?: string }>;
}

export async function runChecks(checks: ReadinessCheck[], timeoutMs = 2000) {
  const results = await Promise.all(
    checks.map(async ({ name, check }) => {
      try {
        const timeout = new Promise<{ ok: false; detail: string }>((resolve) =>
          setTimeout(() => resolve({ ok: false, detail: 'timed out' }), timeoutMs).unref(),
        );
        return { name, ...(await Promise.race([check(), timeout])) };
      } catch (error) {
        return { name, ok: false, detail: error instanceof Error ? error.message : 'failed' };
      }
    }),
  );
  return { ok: results.every((result) => result.ok), checks: results };
}
