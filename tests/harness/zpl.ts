import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as ZplRenderer from 'zpl-renderer-js';
import { prepareZXingModule, type ReadResult, readBarcodes } from 'zxing-wasm/reader';

/**
 * ZPL print jobs as a printer would print them (zpl-renderer-js, the Zebrash renderer in
 * WebAssembly) and the barcodes on the images read back (zxing-wasm), both in Node: the reader's
 * WebAssembly comes from node_modules instead of a CDN.
 */

const require = createRequire(import.meta.url);
/** Loaded by Node itself: the package's ESM build points to a source map it does not ship. */
const { ready } = require('zpl-renderer-js') as typeof ZplRenderer;
let prepared = false;

function prepareReader() {
  if (prepared) return;
  const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
  prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
    fireImmediately: true,
  });
  prepared = true;
}

/** Each label (^XA ... ^XZ) of `zpl` as a PNG of a `widthMm` x `heightMm` label at `dpmm` dots/mm. */
export async function renderZpl(zpl: string, dpmm: number, widthMm = 100, heightMm = 150): Promise<Buffer[]> {
  const { api } = await ready;
  const images = await api.zplToBase64MultipleAsync(zpl, widthMm, heightMm, dpmm);
  return images.map((image) => Buffer.from(image, 'base64'));
}

/** The Code 128 barcodes on a PNG image. */
export async function readCode128(png: Buffer): Promise<ReadResult[]> {
  prepareReader();
  return readBarcodes(new Blob([new Uint8Array(png)], { type: 'image/png' }), { formats: ['Code128'] });
}

/** Width and height of a PNG image, from its IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
