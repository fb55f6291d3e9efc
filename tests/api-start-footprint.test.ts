import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/**
 * The libraries of rarely used features load on their first use, not with the API process: PDF
 * and barcode rendering happen in the render workers, spreadsheets and legacy Excel files on an
 * export or import, the embedded OIDC provider on the first sign-in, EventStoreDB's client only
 * when it is the configured store (decision 0161).
 */
describe('the API process at start', () => {
  it('does not load the libraries of documents, spreadsheets, OIDC or EventStoreDB', async () => {
    const { stdout } = await run(
      process.execPath,
      ['tests/fixtures/loaded-packages.ts', 'services/api/server.ts'],
      {
        timeout: 60_000,
      },
    );
    const loaded: string[] = JSON.parse(stdout);
    // The probe sees the graph: the API's own framework is in it.
    expect(loaded).toContain('fastify');
    expect(loaded).toContain('kysely');
    const lazy = ['pdfmake', 'bwip-js', 'exceljs', '@e965/xlsx', 'oidc-provider', '@eventstore/db-client'];
    expect(loaded.filter((name) => lazy.includes(name))).toEqual([]);
  });
});
