import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * What a PDF reader extracts from a file: the text of each page (pdf.js, as Firefox reads it),
 * and the document's language and title. Text comes out only through the fonts' ToUnicode maps,
 * so a Turkish letter found here is one a reader can search and copy.
 */
export async function pdfText(
  file: Buffer,
): Promise<{ pages: string[]; lang: string | null; title: string }> {
  const pdf = await getDocument({
    data: new Uint8Array(file),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join('')
        .replace(/[ \t]+/g, ' '),
    );
  }
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string; Language?: string } };
  const lang = info.Language ?? null;
  await pdf.destroy();
  return { pages, lang, title: info.Title ?? '' };
}
