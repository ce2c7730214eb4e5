import {
  OPTION_PALETTE,
  optionColour,
  PREFER_NOT_COLOUR,
  rgb,
  shareColour,
  textColourOn,
} from './pdf-palette';

/**
 * Colour vision simulated with Machado, Oliveira and Fernandes (2009) at full severity, in linear
 * RGB; distances are CIE76 ΔE in L*a*b* (D65), where about 2 is just noticeable and 25 is plainly
 * another colour at a glance.
 */
const VISION: Record<string, number[][]> = {
  typical: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

const linear = (channel: number) => {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

function seenAs(colour: string, vision: number[][]): number[] {
  const channels = rgb(colour).map(linear);
  const [r, g, b] = vision.map((row) =>
    Math.min(1, Math.max(0, row[0] * channels[0] + row[1] * channels[1] + row[2] * channels[2])),
  );
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** The smallest difference between two colours for any of the four kinds of vision. */
function leastDifference(first: string, second: string): { distance: number; vision: string } {
  return Object.entries(VISION)
    .map(([vision, matrix]) => {
      const [a, b] = [seenAs(first, matrix), seenAs(second, matrix)];
      return { vision, distance: Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]) };
    })
    .reduce((least, next) => (next.distance < least.distance ? next : least));
}

describe('the report PDF palette', () => {
  it('gives neighbouring options colours apart for typical vision and each colour-vision deficiency', () => {
    const neighbours: Array<[string, string]> = [];
    for (let count = 2; count <= OPTION_PALETTE.length + 1; count++) {
      const colours = Array.from({ length: count }, (_, index) => optionColour(index));
      colours.slice(1).forEach((colour, index) => neighbours.push([colours[index], colour]));
      // "Prefer not to answer" closes the list, beside the last option.
      neighbours.push([colours[colours.length - 1], optionColour(count, true)]);
    }
    const close = neighbours
      .map(([first, second]) => ({ first, second, ...leastDifference(first, second) }))
      .filter(({ distance }) => distance < 25);
    expect(close).toEqual([]);
  });

  it('keeps "prefer not to answer" apart from every option', () => {
    for (const colour of OPTION_PALETTE)
      expect(leastDifference(colour, PREFER_NOT_COLOUR).distance).toBeGreaterThanOrEqual(25);
  });

  it('runs shares from orange to blue, never red against green, with readable text on each', () => {
    const [none, half, all] = [0, 0.5, 1].map(shareColour);
    for (const vision of Object.values(VISION)) {
      const [a, b] = [seenAs(none, vision), seenAs(all, vision)];
      expect(Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2])).toBeGreaterThan(25);
    }
    expect(half).toBe('#f7f7f7');
    expect(textColourOn(half)).toBe('#000000');
    expect(textColourOn('#0072B2')).toBe('#FFFFFF');
  });
});
