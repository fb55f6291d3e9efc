import { authHeader } from './harness/auth.ts';
import type { TestPortal } from './harness/portal.ts';
import type { Json } from './shipments-helpers.ts';

/** A tiny but real PNG (a 1x1 image). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads a proof-of-delivery file through the API (multipart), as a forwarder's system does. */
export async function uploadPod(
  portal: TestPortal,
  number: string,
  data: Buffer,
  name: string,
  kind = 'SIGNATURE',
  username = 'centraladmin',
): Promise<{ status: number; body: Json }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  const response = await fetch(`${portal.url}/api/shipments/${number}/pod-files?kind=${kind}`, {
    method: 'POST',
    headers: await authHeader(portal, username),
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Json };
}
