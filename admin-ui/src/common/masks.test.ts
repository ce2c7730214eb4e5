import { describe, expect, it } from 'vitest';
import { applyMask, isValidDay, maskCpf, maskDate, maskPhone, maskZipCode } from './masks';

describe('input masks', () => {
  it('lays digits into a mask without a dangling separator', () => {
    expect(applyMask('529', '999.999.999-99')).toBe('529');
    expect(applyMask('5299', '999.999.999-99')).toBe('529.9');
    expect(applyMask('', '99/99/9999')).toBe('');
  });

  it('masks a CEP as 99999-999, leaving anything else as it came', () => {
    expect(maskZipCode('13010000')).toBe('13010-000');
    expect(maskZipCode('13010-000')).toBe('13010-000');
    expect(maskZipCode(null)).toBe('');
  });

  it('masks a CPF as 999.999.999-99, typed or stored bare', () => {
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(maskCpf('529982247251234')).toBe('529.982.247-25');
    expect(maskCpf(null)).toBe('');
  });

  it('masks a cell phone as +55 99 99999-9999, typed, pasted or stored as E.164', () => {
    expect(maskPhone('21998765432')).toBe('+55 21 99876-5432');
    expect(maskPhone('+5521998765432')).toBe('+55 21 99876-5432');
    expect(maskPhone('+55 21 99876-5432')).toBe('+55 21 99876-5432');
    expect(maskPhone('5521998765432')).toBe('+55 21 99876-5432');
    // A DDD of 55 (Rio Grande do Sul) typed without the country code stays a DDD.
    expect(maskPhone('55998765432')).toBe('+55 55 99876-5432');
    // Typing after the mask's own prefix, and deleting back to it.
    expect(maskPhone('+55 2')).toBe('+55 2');
    expect(maskPhone('+55 ')).toBe('');
  });

  it('shows a stored day as dd/mm/yyyy and masks typed ones', () => {
    expect(maskDate('1985-07-15')).toBe('15/07/1985');
    expect(maskDate('15071985')).toBe('15/07/1985');
    expect(maskDate('15/07')).toBe('15/07');
    expect(maskDate(undefined)).toBe('');
  });

  it('checks real days', () => {
    expect(isValidDay('29/02/2024')).toBe(true);
    expect(isValidDay('29/02/2023')).toBe(false);
    expect(isValidDay('31/01/1890')).toBe(false);
  });
});
