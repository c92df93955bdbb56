import { PDFDocument, rgb, type Color, type PDFFont, type PDFPage } from 'pdf-lib';
import { certificatePagePath, type PublicCertificate } from 'shared-contract';
import { cachedFontkit, type Face, type Weight } from './certificateFonts';
import { fontRuns } from './fontRuns';

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

/** A line as drawn: its runs, each in an embedded font. */
type Line = Array<{ font: PDFFont; text: string }>;

const widthOf = (line: Line, size: number) =>
  line.reduce((width, run) => width + run.font.widthOfTextAtSize(run.text, size), 0);

/** The largest size up to `size` at which every line fits between the margins. */
const fittingSize = (lines: Line[], size: number) =>
  Math.min(size, ...lines.map((line) => (size * (WIDTH - 2 * MARGIN)) / Math.max(1, widthOf(line, size))));

/** Draws the line centred at `y`, run by run. */
function drawCentred(page: PDFPage, line: Line, y: number, size: number, color: Color): void {
  let x = (WIDTH - widthOf(line, size)) / 2;
  for (const run of line) {
    page.drawText(run.text, { x, y, size, font: run.font, color });
    x += run.font.widthOfTextAtSize(run.text, size);
  }
}

/** The name's size below which it goes onto two lines, and the largest size of those two lines. */
const NAME_SINGLE_LINE_MIN = 22;
const NAME_TWO_LINES_MAX = 26;

/** The text in two halves of about the same length, split at the space nearest the middle if it has one. */
function halves(text: string): [string, string] {
  const characters = [...text];
  const middle = Math.floor(characters.length / 2);
  const spaces = characters.flatMap((character, index) => (character === ' ' ? [index] : []));
  const split = spaces.length
    ? spaces.reduce((best, index) => (Math.abs(index - middle) < Math.abs(best - middle) ? index : best))
    : middle;
  return [characters.slice(0, split).join('').trim(), characters.slice(split).join('').trim()];
}

/**
 * The certificate as a one-page PDF whose text can be selected and read back: title, the learner, the course,
 * the day, the instructor, the number and where to verify it (the shell's page for this number). Each line is
 * drawn in runs of the first font that has their letters (DejaVu Sans, else a Noto fallback), shrunk until it
 * fits between the margins; a long name goes onto two lines rather than shrink below NAME_SINGLE_LINE_MIN.
 */
export async function certificatePdf(certificate: PublicCertificate, shellUrl: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(cachedFontkit);
  const embedded = new Map<Face, Promise<PDFFont>>();
  const embed = (face: Face) => {
    let font = embedded.get(face);
    if (!font) {
      font = pdf.embedFont(face.bytes, { subset: true });
      embedded.set(face, font);
    }
    return font;
  };
  const line = async (text: string, weight: Weight): Promise<Line> =>
    Promise.all(
      (await fontRuns(text, weight)).map(async (run) => ({ font: await embed(run.face), text: run.text })),
    );

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
  const centred = async (text: string, y: number, weight: Weight, size: number, color = INK) => {
    const drawn = await line(text, weight);
    drawCentred(page, drawn, y, fittingSize([drawn], size), color);
  };
  await centred('PyLearn Academy', 500, 'regular', 16, ACCENT);
  await centred('Certificate of Completion', 440, 'bold', 36, ACCENT);
  await centred('This certifies that', 385, 'regular', 16);
  const name = await line(certificate.learnerName, 'bold');
  const nameSize = fittingSize([name], 34);
  if (nameSize >= NAME_SINGLE_LINE_MIN) drawCentred(page, name, 335, nameSize, INK);
  else {
    const [first, second] = await Promise.all(
      halves(certificate.learnerName).map((half) => line(half, 'bold')),
    );
    const size = fittingSize([first ?? [], second ?? []], NAME_TWO_LINES_MAX);
    drawCentred(page, first ?? [], 355, size, INK);
    drawCentred(page, second ?? [], 355 - size * 1.2, size, INK);
  }
  await centred('has completed the course', 290, 'regular', 16);
  await centred(certificate.courseName, 245, 'bold', 26);
  await centred(`on ${writtenDate(certificate.issuedOn)}`, 205, 'regular', 16);
  await centred(`Instructor: ${certificate.instructorName}`, 150, 'regular', 14);
  await centred(`Certificate number: ${certificate.certificateId}`, 95, 'regular', 12);
  await centred(`Verify at ${shellUrl}${certificatePagePath(certificate.certificateId)}`, 75, 'regular', 12);
  return pdf.save();
}
