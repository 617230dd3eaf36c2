/**
 * The one PDF writer of the API (payout statements, export reports, invoices). It draws on A4 with Noto Sans
 * (SIL Open Font License, from @expo-google-fonts/noto-sans), embedded as a subset with its
 * ToUnicode map: the standard Helvetica of PDF has no ğ, ş, ı or İ, and the map is what makes the
 * text searchable and copyable. The API is deliberately small: a title, paragraphs, label/value
 * fields, tables that break across pages repeating their header, and an image (a logo).
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const fonts = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
};

const MARGIN = 48;
const BODY_SIZE = 9;
const CELL_PADDING = 4;
const MUTED = '#555555';
const RULE = '#bbbbbb';

export interface PdfMeta {
  title: string;
  /** BCP 47 language of the text, written into the document catalog (screen readers use it). */
  lang: string;
  author?: string;
  subject?: string;
  /** Creation date written in the document info, so the same input gives the same file. */
  createdAt: Date;
}

export interface PdfColumn {
  header: string;
  /** Share of the text width; the shares of a table add up to 1. */
  width: number;
  align?: 'left' | 'right';
}

export interface PdfTableOptions {
  /** Rows drawn in bold after the body, e.g. totals. */
  footer?: string[][];
}

export interface PdfWriter {
  title(text: string): PdfWriter;
  heading(text: string): PdfWriter;
  paragraph(text: string, options?: { muted?: boolean }): PdfWriter;
  /** Label/value pairs in two columns, the label muted. */
  fields(rows: ReadonlyArray<readonly [string, string]>): PdfWriter;
  table(columns: PdfColumn[], rows: string[][], options?: PdfTableOptions): PdfWriter;
  /** A PNG or JPEG at the left margin, scaled to fit `height` points and a third of the width. */
  image(data: Buffer, options: { height: number }): PdfWriter;
  space(lines?: number): PdfWriter;
  /** Ends the document; resolves to the whole file. */
  finish(): Promise<Buffer>;
}

export function createPdf(meta: PdfMeta): PdfWriter {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: meta.lang,
    displayTitle: true,
    info: {
      Title: meta.title,
      Author: meta.author ?? 'Köprü',
      Subject: meta.subject ?? meta.title,
      Producer: 'Köprü',
      Creator: 'Köprü',
      CreationDate: meta.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.font('regular').fontSize(BODY_SIZE).fillColor('black');

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;

  function ensureRoom(height: number): boolean {
    if (doc.y + height <= bottom()) return false;
    doc.addPage();
    return true;
  }

  function drawRow(columns: PdfColumn[], cells: string[], font: 'regular' | 'bold'): void {
    doc.font(font).fontSize(BODY_SIZE);
    const widths = columns.map((c) => c.width * width);
    const height =
      Math.max(
        ...cells.map((text, i) => doc.heightOfString(text, { width: (widths[i] ?? 0) - 2 * CELL_PADDING })),
      ) +
      2 * CELL_PADDING;
    const top = doc.y;
    let x = left;
    cells.forEach((text, i) => {
      const w = widths[i] ?? 0;
      doc.text(text, x + CELL_PADDING, top + CELL_PADDING, {
        width: w - 2 * CELL_PADDING,
        align: columns[i]?.align ?? 'left',
        lineBreak: true,
      });
      x += w;
    });
    doc
      .moveTo(left, top + height)
      .lineTo(left + width, top + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = left;
    doc.y = top + height;
  }

  function rowHeight(columns: PdfColumn[], cells: string[], font: 'regular' | 'bold'): number {
    doc.font(font).fontSize(BODY_SIZE);
    return (
      Math.max(
        ...cells.map((text, i) =>
          doc.heightOfString(text, { width: (columns[i]?.width ?? 0) * width - 2 * CELL_PADDING }),
        ),
      ) +
      2 * CELL_PADDING
    );
  }

  const writer: PdfWriter = {
    title(text) {
      doc.font('bold').fontSize(16).fillColor('black').text(text, left, doc.y, { width });
      doc.moveDown(0.5);
      doc.font('regular').fontSize(BODY_SIZE);
      return writer;
    },
    heading(text) {
      ensureRoom(40);
      doc.moveDown(0.5);
      doc.font('bold').fontSize(11).fillColor('black').text(text, left, doc.y, { width });
      doc.moveDown(0.3);
      doc.font('regular').fontSize(BODY_SIZE);
      return writer;
    },
    paragraph(text, options) {
      doc
        .font('regular')
        .fontSize(BODY_SIZE)
        .fillColor(options?.muted ? MUTED : 'black')
        .text(text, left, doc.y, { width });
      doc.fillColor('black');
      return writer;
    },
    fields(rows) {
      const labelWidth = width * 0.3;
      for (const [label, value] of rows) {
        doc.font('regular').fontSize(BODY_SIZE);
        const height = Math.max(
          doc.heightOfString(label, { width: labelWidth - CELL_PADDING }),
          doc.heightOfString(value, { width: width - labelWidth }),
        );
        ensureRoom(height);
        const top = doc.y;
        doc.fillColor(MUTED).text(label, left, top, { width: labelWidth - CELL_PADDING });
        doc.fillColor('black').text(value, left + labelWidth, top, { width: width - labelWidth });
        doc.x = left;
        doc.y = top + height + 2;
      }
      return writer;
    },
    table(columns, rows, options) {
      const header = columns.map((c) => c.header);
      ensureRoom(rowHeight(columns, header, 'bold') + rowHeight(columns, rows[0] ?? header, 'regular'));
      drawRow(columns, header, 'bold');
      for (const row of rows) {
        if (ensureRoom(rowHeight(columns, row, 'regular'))) drawRow(columns, header, 'bold');
        drawRow(columns, row, 'regular');
      }
      for (const row of options?.footer ?? []) {
        ensureRoom(rowHeight(columns, row, 'bold'));
        drawRow(columns, row, 'bold');
      }
      doc.font('regular').fontSize(BODY_SIZE);
      return writer;
    },
    image(data, { height }) {
      ensureRoom(height);
      const top = doc.y;
      doc.image(data, left, top, { fit: [width / 3, height] });
      doc.x = left;
      doc.y = top + height + CELL_PADDING;
      return writer;
    },
    space(lines = 1) {
      doc.moveDown(lines);
      return writer;
    },
    finish() {
      doc.end();
      return done;
    },
  };
  return writer;
}
