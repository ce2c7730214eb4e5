import { SegmentedMessage } from 'sms-segments-calculator';
import { LanguageCode, LANGUAGES } from '../../common/i18n/languages';
import { renderSms } from '../templates/message-templates';
import { fitSms, gsm7Length, toGsm7 } from './gsm7';

/** The longest names the product takes (200 characters each), full of letters GSM 03.38 lacks. */
const LONGEST = {
  name: 'Conceição Aparecida ' + 'Gonçalves '.repeat(18),
  company: ('Indústria e Comércio de Alimentos São João Ltda. ' + 'ç'.repeat(200)).slice(0, 200),
  survey: ('Pesquisa de diversidade, equidade e inclusão — edição ' + 'ã'.repeat(200)).slice(
    0,
    200,
  ),
};
/** A long public address: the link is APP_URL, "/s/" and 16 characters. */
const APP_URL = 'https://pesquisas.diversitera.com.br';
const LINK = `${APP_URL}/s/Ab3dEf7GhJk9LmNo`;

describe('an SMS invitation fits one segment', () => {
  const cases: Array<
    [LanguageCode, 'survey-invitation' | 'survey-reminder', Record<string, string>]
  > = LANGUAGES.flatMap(({ code }) =>
    (['survey-invitation', 'survey-reminder'] as const).flatMap((template) => [
      [code, template, { ...LONGEST, link: LINK, endsOn: '30/11/2026' }],
      [code, template, { ...LONGEST, link: LINK }],
    ]),
  ) as never;
  it.each(cases)('%s %s', (language, template, params) => {
    const text = renderSms(template, language, params);
    // Judged by an independent calculator, as providers count segments.
    const message = new SegmentedMessage(text);
    expect(message.encodingName).toBe('GSM-7');
    expect(message.segmentsCount).toBe(1);
    expect(text).toContain(LINK);
    expect(text).toMatch(/SAIR|STOP/);
  });

  it('keeps short names whole and says them in the person’s words', () => {
    const text = renderSms('survey-invitation', 'pt-BR', {
      name: 'João Silva',
      company: 'Acme',
      survey: 'Clima 2026',
      endsOn: '30/11/2026',
      link: LINK,
    });
    expect(text).toBe(
      `Joao, responda a pesquisa "Clima 2026" de Acme até 30/11/2026: ${LINK} Para sair, responda SAIR`,
    );
  });

  it('folds what GSM 03.38 lacks and counts its escaped characters twice', () => {
    expect(toGsm7('Ação “já” — é à €')).toBe('Acao "ja" - é à €');
    expect(gsm7Length('€[')).toBe(4);
    expect(gsm7Length('ã')).toBe(Infinity);
    const fitted = fitSms(
      (p) => `${p.a} ${p.b} https://x.test/s/1`,
      { a: 'x'.repeat(300), b: 'y' },
      ['a', 'b'],
    );
    expect(gsm7Length(fitted)).toBeLessThanOrEqual(160);
    expect(fitted).toMatch(/x\.\.\. y https/);
  });
});
