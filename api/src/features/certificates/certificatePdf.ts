import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { certificatePagePath, type PublicCertificate } from 'shared-contract';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans from npm (dejavu-fonts-ttf; the Bitstream Vera licence allows embedding): a Unicode font, so the
 * names the contract allows (Zoë, Łucja, Nguyễn) print as typed, which the standard PDF fonts cannot. Read
 * once, from the installed package: nothing is fetched at run time.
 */
let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;
const fontFiles = () =>
  (fonts ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold })));

/** A4 landscape, in points. */
const WIDTH = 842;
const HEIGHT = 595;
const MARGIN = 70;
const INK = rgb(0.1, 0.1, 0.1);
const ACCENT = rgb(0.12, 0.37, 0.25);

/** "24 November 2026" for the day the certificate was issued (UTC, as stored). */
export const writtenDate = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/** Draws a line centred at `y`, shrunk from `size` until it fits between the margins. */
function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK): void {
  const fitting = Math.min(
    size,
    (size * (WIDTH - 2 * MARGIN)) / Math.max(1, font.widthOfTextAtSize(text, size)),
  );
  const width = font.widthOfTextAtSize(text, fitting);
  page.drawText(text, { x: (WIDTH - width) / 2, y, size: fitting, font, color });
}

/**
 * The certificate as a one-page PDF whose text can be selected and read back: title, the learner, the course,
 * the day, the instructor, the number and where to verify it (the shell's page for this number).
 */
export async function certificatePdf(certificate: PublicCertificate, shellUrl: string): Promise<Uint8Array> {
  const files = await fontFiles();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([
    pdf.embedFont(files.regular, { subset: true }),
    pdf.embedFont(files.bold, { subset: true }),
  ]);
  pdf.setTitle(`Certificate of Completion: ${certificate.courseName}`);
  pdf.setSubject(`${certificate.learnerName} has completed ${certificate.courseName}`);
  pdf.setCreator('PyLearn Academy');
  pdf.setProducer('PyLearn Academy');
  pdf.setCreationDate(new Date(`${certificate.issuedOn}T00:00:00Z`));
  pdf.setModificationDate(new Date(`${certificate.issuedOn}T00:00:00Z`));

  const page = pdf.addPage([WIDTH, HEIGHT]);
  page.drawRectangle({
    x: 24,
    y: 24,
    width: WIDTH - 48,
    height: HEIGHT - 48,
    borderColor: ACCENT,
    borderWidth: 3,
  });
  centred(page, 'PyLearn Academy', 500, regular, 16, ACCENT);
  centred(page, 'Certificate of Completion', 440, bold, 36, ACCENT);
  centred(page, 'This certifies that', 385, regular, 16);
  centred(page, certificate.learnerName, 335, bold, 34);
  centred(page, 'has completed the course', 290, regular, 16);
  centred(page, certificate.courseName, 245, bold, 26);
  centred(page, `on ${writtenDate(certificate.issuedOn)}`, 205, regular, 16);
  centred(page, `Instructor: ${certificate.instructorName}`, 150, regular, 14);
  centred(page, `Certificate number: ${certificate.certificateId}`, 95, regular, 12);
  centred(page, `Verify at ${shellUrl}${certificatePagePath(certificate.certificateId)}`, 75, regular, 12);
  return pdf.save();
}
