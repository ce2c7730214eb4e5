/**
 * Colours of the report PDF, chosen to be told apart by people with any common colour-vision
 * deficiency: the Okabe–Ito palette for options, ordered so that neighbouring segments of a
 * stacked bar (and neighbouring legend entries) differ in lightness as well as in hue, and a
 * blue–orange scale instead of red–green for shares.
 */
export const OPTION_PALETTE = [
  '#0072B2', // blue
  '#E69F00', // orange
  '#009E73', // bluish green
  '#F0E442', // yellow
  '#CC79A7', // reddish purple
  '#000000', // black
  '#56B4E9', // sky blue
  '#D55E00', // vermillion
];

/**
 * "Prefer not to answer": a dark grey. A mid grey (the usual choice) is nearly the sky blue or
 * the purple for a person without one kind of cone.
 */
export const PREFER_NOT_COLOUR = '#404040';

/** A single measure (a response rate, a mean). */
export const MEASURE_COLOUR = OPTION_PALETTE[0];

/** The colour of an option by its place in the question's list. */
export function optionColour(index: number, preferNotToAnswer = false): string {
  return preferNotToAnswer ? PREFER_NOT_COLOUR : OPTION_PALETTE[index % OPTION_PALETTE.length];
}

const ORANGE = [230, 159, 0];
const PALE = [247, 247, 247];
const BLUE = [0, 114, 178];

/** A share from 0 (orange) through pale grey (one half) to 1 (blue). */
export function shareColour(share: number): string {
  const value = Math.max(0, Math.min(1, share));
  const [from, to, step] = value < 0.5 ? [ORANGE, PALE, value * 2] : [PALE, BLUE, value * 2 - 1];
  return hex(from.map((channel, index) => channel + (to[index] - channel) * step));
}

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
export function textColourOn(colour: string): string {
  const [r, g, b] = rgb(colour).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? '#000000' : '#FFFFFF';
}

export function rgb(colour: string): number[] {
  return [1, 3, 5].map((start) => parseInt(colour.slice(start, start + 2), 16));
}

function hex(channels: number[]): string {
  return `#${channels.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}
