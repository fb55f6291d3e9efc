import { apiFetch } from './client.ts';

/**
 * Downloads a file the API produces (Excel export, labels, loading lists, pick-up orders). A plain
 * link cannot carry the bearer token, so the file is fetched and handed to the browser as an object
 * URL. `init` carries the method and body of a file made by a POST (the pick-up order).
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  init: RequestInit = {},
): Promise<void> {
  const headers = new Headers(init.headers);
  headers.set('Accept', '*/*');
  const response = await apiFetch(path, { ...init, headers });
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  try {
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = name;
    anchor.click();
  } finally {
    // The click has started the download; the URL is not needed afterwards.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
