import { renderMail } from './message-templates';

const invitation = {
  name: 'Ana',
  survey: 'Clima 2026',
  company: 'Jacarandá Engenharia S.A.',
  link: 'https://example.test/survey/1?invite=x',
};

describe('mail wording', () => {
  it('says nothing of an end date a survey does not have, in each language', () => {
    for (const language of ['pt-BR', 'en-US', 'es-ES'] as const) {
      for (const template of ['survey-invitation', 'survey-reminder'] as const) {
        const { text } = renderMail(template, language, invitation);
        expect(text).not.toMatch(/\{endsOn\}| -\.|\s-\s/);
        expect(text).toContain('Clima 2026');
      }
    }
    expect(
      renderMail('survey-invitation', 'pt-BR', { ...invitation, endsOn: '30/11/2026' }).text,
    ).toContain('até 30/11/2026.');
  });

  it('closes with "ignore this message" only what the person asked for', () => {
    const ignore = /ignore (esta|this|este) (mensagem|message|mensaje)/;
    expect(renderMail('survey-invitation', 'pt-BR', invitation).text).not.toMatch(ignore);
    expect(renderMail('survey-reminder', 'en-US', invitation).text).not.toMatch(ignore);
    expect(
      renderMail('invitation', 'es-ES', { name: 'Ana', company: 'Acme', link: 'x' }).text,
    ).not.toMatch(ignore);
    expect(renderMail('password-reset', 'pt-BR', { name: 'Ana', link: 'x' }).text).toMatch(ignore);
    expect(renderMail('two-factor', 'en-US', { name: 'Ana', code: '123456' }).text).toMatch(ignore);
  });

  it('puts the sender’s message before the standard words, as escaped paragraphs', () => {
    const { text, html } = renderMail('survey-invitation', 'en-US', {
      ...invitation,
      note: 'Your voice <b>counts</b>.\nReally.\n\n  Two minutes.  ',
    });
    expect(text).toMatch(
      /^Hello, Ana[^\n]*\n\nYour voice <b>counts<\/b>\.\nReally\.\n\nTwo minutes\.\n\n/,
    );
    expect(html).toContain(
      '<p>Your voice &#60;b&#62;counts&#60;/b&#62;.<br>Really.</p><p>Two minutes.</p>',
    );
    expect(renderMail('survey-invitation', 'en-US', invitation).text).not.toContain('voice');
  });

  it('gives a name that ends in a period no second one', () => {
    const { text, html } = renderMail('account-request-received', 'pt-BR', {
      name: 'Ana',
      company: 'Jacarandá Engenharia S.A.',
    });
    expect(text).toContain('Recebemos os dados de Jacarandá Engenharia S.A. Nossa equipe');
    expect(html).not.toContain('S.A..');
  });
});
