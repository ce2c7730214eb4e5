import { Doc, LEFT } from './pdf-drawing';

export interface LegendItem {
  label: string;
  colour: string;
}

const SWATCH = 7;
const SWATCH_GAP = 3;
const ITEM_GAP = 10;
const FONT_SIZE = 6.5;
const ROW_GAP = 3;

/** Where each legend entry goes: rows across the available width, in the options' order. */
export function legendRows(
  labelWidths: number[],
  available: number,
): Array<Array<{ index: number; x: number; labelWidth: number }>> {
  const rows: Array<Array<{ index: number; x: number; labelWidth: number }>> = [];
  let x = 0;
  labelWidths.forEach((width, index) => {
    // A label wider than the page wraps inside its own entry, on a row of its own.
    const labelWidth = Math.min(width, available - SWATCH - SWATCH_GAP);
    const entry = SWATCH + SWATCH_GAP + labelWidth;
    if (!rows.length || (x > 0 && x + entry > available)) {
      rows.push([]);
      x = 0;
    }
    rows[rows.length - 1].push({ index, x, labelWidth });
    x += entry + ITEM_GAP;
  });
  return rows;
}

/**
 * A chart's legend: a colour swatch and the option's words per entry, wrapped onto as many rows
 * as the options need, each row as tall as its tallest label, so no two entries ever overprint.
 */
export function legend(doc: Doc, items: LegendItem[]) {
  doc.font('Helvetica').fontSize(FONT_SIZE);
  const available = doc.page.width - 2 * LEFT;
  const rows = legendRows(
    items.map((item) => doc.widthOfString(item.label)),
    available,
  );
  for (const row of rows) {
    // Measured with a hair more room than the label takes, so it never wraps by rounding.
    const width = (labelWidth: number) => labelWidth + 0.5;
    const height = Math.max(
      ...row.map(({ index, labelWidth }) =>
        doc.heightOfString(items[index].label, { width: width(labelWidth) }),
      ),
    );
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    for (const { index, x, labelWidth } of row) {
      doc.rect(LEFT + x, y + 0.5, SWATCH, SWATCH).fill(items[index].colour);
      doc.fillColor('#333').text(items[index].label, LEFT + x + SWATCH + SWATCH_GAP, y, {
        width: width(labelWidth),
      });
    }
    doc.y = y + height + ROW_GAP;
  }
  doc.x = LEFT;
}
