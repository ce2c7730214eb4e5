import { Doc, LEFT } from './pdf-drawing';

/** Who the report is from and what it is: the company's logo and name, a title, a few lines. */
export interface Letterhead {
  companyName: string;
  /** The company's logo (PNG or JPEG, as uploads are checked), if it has one. */
  logo: Buffer | null;
  title: string;
  lines: string[];
}

const LOGO_BOX: [number, number] = [120, 40];

/**
 * The first page's head: the logo at the left and the company's name beside it, a rule, then
 * the title and the lines that say what the report shows. A logo the PDF library cannot read
 * leaves the name alone rather than failing the export.
 */
export function letterhead(doc: Doc, head: Letterhead) {
  const top = doc.y;
  const width = doc.page.width - 2 * LEFT;
  let nameX = LEFT;
  let height = 0;
  if (head.logo) {
    try {
      doc.image(head.logo, LEFT, top, { fit: LOGO_BOX, valign: 'center' });
      nameX = LEFT + LOGO_BOX[0] + 12;
      height = LOGO_BOX[1];
    } catch {
      height = 0;
    }
  }
  doc.font('Helvetica-Bold').fontSize(12).fillColor('#222');
  const nameHeight = doc.heightOfString(head.companyName, { width: LEFT + width - nameX });
  doc.text(head.companyName, nameX, top + Math.max(0, (height - nameHeight) / 2), {
    width: LEFT + width - nameX,
  });
  const ruleY = top + Math.max(height, nameHeight) + 8;
  doc
    .moveTo(LEFT, ruleY)
    .lineTo(LEFT + width, ruleY)
    .lineWidth(0.5)
    .strokeColor('#bbbbbb')
    .stroke();
  doc.y = ruleY + 10;
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .fillColor('#000')
    .text(head.title, LEFT, doc.y, { width });
  doc.moveDown(0.3).font('Helvetica').fontSize(8.5).fillColor('#444');
  for (const line of head.lines) doc.text(line, { width });
  doc.moveDown();
}
