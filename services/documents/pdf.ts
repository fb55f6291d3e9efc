import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts/Roboto');

// Roboto ships with pdfmake and covers the Czech, Slovak and German letters of addresses.
pdfmake.setFonts({
  Roboto: {
    normal: path.join(fontDir, 'Roboto-Regular.ttf'),
    bold: path.join(fontDir, 'Roboto-Medium.ttf'),
    italics: path.join(fontDir, 'Roboto-Italic.ttf'),
    bolditalics: path.join(fontDir, 'Roboto-MediumItalic.ttf'),
  },
});
// Documents never load anything from the network or the disk beyond the fonts above.
const policies = pdfmake as unknown as {
  setUrlAccessPolicy(policy: () => boolean): void;
  setLocalAccessPolicy(policy: (file: string) => boolean): void;
};
policies.setUrlAccessPolicy(() => false);
policies.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontDir));

export const MM = 72 / 25.4;

/** Renders a pdfmake document definition to a PDF buffer. */
export function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake
    .createPdf({ ...definition, info: { producer: 'Freight portal', ...definition.info } })
    .getBuffer();
}
