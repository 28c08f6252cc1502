import "server-only";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { formatDateTime } from "@/lib/format/dates";

type SignedCopy = {
  fullName: string;
  signedAt: Date;
  textSha256: string;
  clientAddress: string | null;
  version: number;
  body: string;
};

const PAGE = { width: 612, height: 792, margin: 56 };

/** The standard fonts draw WinAnsi only: anything else is shown as "?" (the hash still proves the exact text). */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text.replace(/[\u202f\u2009]/g, " "), (ch) => (ch === "\t" ? "    " : known.has(ch.codePointAt(0)!) ? ch : "?")).join(
    "",
  );
}

function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/ +/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width) {
        line = next;
        continue;
      }
      if (line) lines.push(line);
      // A word wider than the line is cut where it fits.
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** One section per signature: the exact text accepted (its version), the typed name, the time, the address and the SHA-256. */
export async function signedAgreementPdf(doc: { bookingId: number; huntTitle: string; signatures: SignedCopy[] }): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Trip agreement - booking #${doc.bookingId}`);
  pdf.setProducer("Ridgeline");
  pdf.setCreator("Ridgeline");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const write = (text: string, font: PDFFont, size: number, gap = 4) => {
    for (const line of wrap(font, size, drawable(font, text), width)) {
      if (y - size < PAGE.margin) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      y -= size;
      page.drawText(line, { x: PAGE.margin, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= gap;
    }
  };
  doc.signatures.forEach((s, i) => {
    if (i > 0) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
    write("Trip agreement", bold, 18, 8);
    write(`${doc.huntTitle} - booking #${doc.bookingId} - version ${s.version}`, regular, 11, 12);
    write(s.body, regular, 10, 3);
    y -= 12;
    write("Signed", bold, 12, 6);
    write(`Typed full name: ${s.fullName}`, regular, 10);
    write(`Signed at: ${formatDateTime(s.signedAt, { timeZone: "UTC" })} UTC (${s.signedAt.toISOString()})`, regular, 10);
    write(`Client address: ${s.clientAddress ?? "unknown"}`, regular, 10);
    write(`SHA-256 of the text accepted: ${s.textSha256}`, regular, 9);
  });
  return pdf.save();
}
