import { describe, expect, it } from 'vitest';
import { formatWait } from './formatWait';

describe('a wait in words', () => {
  it.each([
    [893, 'pt-BR', '15 minutos'],
    [60, 'pt-BR', '1 minuto'],
    [45, 'pt-BR', '45 segundos'],
    [1, 'pt-BR', '1 segundo'],
    [893, 'en-US', '15 minutes'],
    [60, 'en-US', '1 minute'],
    [45, 'en-US', '45 seconds'],
    [893, 'es-ES', '15 minutos'],
    [61, 'es-ES', '2 minutos'],
    [3601, 'es-ES', '2 horas'],
    [2 * 24 * 3600, 'en-US', '2 days'],
  ])('%i s in %s reads "%s", rounded up', (seconds, language, text) => {
    expect(formatWait(seconds, language)).toBe(text);
  });

  it('is short for a countdown on a button', () => {
    expect(formatWait(893, 'pt-BR', 'short')).toBe('15 min');
    expect(formatWait(42, 'es-ES', 'short')).toBe('42 s');
    expect(formatWait(42, 'en-US', 'short')).toBe('42 sec');
  });

  it('never says less than one of its unit', () => {
    expect(formatWait(0, 'pt-BR')).toBe('1 segundo');
    expect(formatWait(0.2, 'en-US')).toBe('1 second');
  });
});
