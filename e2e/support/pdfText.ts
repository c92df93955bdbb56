import { readFile } from 'node:fs/promises';
// The legacy build runs in Node without a browser's DOM; text extraction needs no canvas.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Every text item of every page of a PDF file, pages joined by a newline, items by a space. */
export async function pdfText(file: string): Promise<string> {
  const data = new Uint8Array(await readFile(file));
  const document = await getDocument({ data, useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return pages.join('\n');
  } finally {
    await document.destroy();
  }
}
