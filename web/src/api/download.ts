import { apiFetch } from './client.ts';

/**
 * Downloads a file the API produces (Excel export, labels, loading lists). A plain link cannot carry
 * the bearer token, so the file is fetched and handed to the browser as an object URL.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await apiFetch(path, { headers: { Accept: '*/*' } });
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
