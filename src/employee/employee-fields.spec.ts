import { normalizePhone } from '../common/validation/brazil';
import { checkRow } from '../import/row-checks';
import { normalizePhoneCell, parseChannel } from './employee-fields';

describe('phone cells', () => {
  it('read bare digits as libphonenumber’s full parse does, for every area code and length', () => {
    const differing: string[] = [];
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647);
    for (let head = 10; head <= 99; head++) {
      for (const length of [9, 10, 11, 12]) {
        for (let sample = 0; sample < 40; sample++) {
          const tail = String(random())
            .padStart(10, '0')
            .slice(0, length - 2);
          // Mobile numbers (a 9 after the area code) and landlines alike.
          for (const digits of [`${head}${tail}`, `${head}9${tail.slice(1)}`]) {
            if (normalizePhoneCell(digits) !== normalizePhone(digits)) differing.push(digits);
          }
        }
      }
    }
    expect(differing).toEqual([]);
  });

  it('parses every other shape in full', () => {
    for (const text of ['(11) 98765-4321', '+55 11 98765-4321', '011987654321', '5511987654321'])
      expect(normalizePhoneCell(text)).toBe(normalizePhone(text));
    expect(normalizePhoneCell(' 11987654321 ')).toBe('+5511987654321');
    expect(normalizePhoneCell('1198765432')).toBe('+551198765432');
    expect(normalizePhoneCell('0000000000')).toBeUndefined();
  });
});

describe('channel cells', () => {
  it('read the channel in the words of the three languages, and nothing else', () => {
    expect(
      ['E-mail', 'correo electrónico', 'SMS', ' sms ', 'WhatsApp', 'Zap'].map(parseChannel),
    ).toEqual(['email', 'email', 'sms', 'sms', 'whatsapp', 'whatsapp']);
    expect(parseChannel('pombo-correio')).toBeUndefined();
    expect(
      checkRow({ name: 'Ana', email: 'ana@example.com', preferredChannel: 'fax' }).errors,
    ).toEqual({ preferredChannel: [{ key: 'import.unknownChannel' }] });
  });
});
