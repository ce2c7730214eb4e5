/**
 * GSM 03.38, the 7-bit alphabet an SMS segment of 160 characters is written in. A single
 * character outside it (ã, ç, õ, á…) turns the whole message into UCS-2, 70 characters a
 * segment, so texts are folded into it: accents it lacks are dropped (ã → a), typographic
 * quotes and dashes become their plain forms.
 */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Written as an escape and the character: two septets each. */
const EXTENSION = '^{}\\[~]|€\f';
const PLAIN: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00a0': ' ',
  º: 'o',
  ª: 'a',
  '\t': ' ',
};

const inAlphabet = (char: string) => BASIC.includes(char) || EXTENSION.includes(char);

/** The text in GSM 03.38 characters only. */
export function toGsm7(text: string): string {
  let folded = '';
  for (const char of text) {
    if (inAlphabet(char)) folded += char;
    else if (PLAIN[char]) folded += PLAIN[char];
    else {
      const bare = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      folded += [...bare].every(inAlphabet) && bare ? bare : '?';
    }
  }
  return folded;
}

/** Septets the text takes (an extension character takes two); Infinity outside the alphabet. */
export function gsm7Length(text: string): number {
  let length = 0;
  for (const char of text) {
    if (BASIC.includes(char)) length += 1;
    else if (EXTENSION.includes(char)) length += 2;
    else return Infinity;
  }
  return length;
}

export const SMS_SEGMENT = 160;

/** A name cut to `max` septets, marked with "..." when cut. */
function cut(text: string, max: number): string {
  if (gsm7Length(text) <= max) return text;
  let kept = '';
  for (const char of text) {
    if (gsm7Length(kept + char) > Math.max(0, max - 3)) break;
    kept += char;
  }
  return `${kept.trimEnd()}...`;
}

/**
 * Renders an SMS in one segment: the text folded into GSM 03.38, and the names that may be
 * shortened (`shrinkable`, most expendable first) cut until it fits; what else it says (the
 * link, the date, the words) is never cut.
 */
export function fitSms(
  render: (params: Record<string, string>) => string,
  params: Record<string, string>,
  shrinkable: string[],
): string {
  const folded = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, toGsm7(value)]),
  );
  const text = toGsm7(render(folded));
  if (gsm7Length(text) <= SMS_SEGMENT) return text;
  const blank = Object.fromEntries(shrinkable.map((key) => [key, '']));
  const fixed = gsm7Length(toGsm7(render({ ...folded, ...blank })));
  let budget = Math.max(0, SMS_SEGMENT - fixed);
  const fitted = { ...folded };
  // Each name gets an equal share of what is left; a short one gives its rest to the others.
  const pending = [...shrinkable].sort(
    (a, b) => gsm7Length(folded[a] ?? '') - gsm7Length(folded[b] ?? ''),
  );
  pending.forEach((key, index) => {
    const share = Math.floor(budget / (pending.length - index));
    fitted[key] = cut(folded[key] ?? '', Math.max(share, 4));
    budget -= gsm7Length(fitted[key]);
  });
  return toGsm7(render(fitted));
}
