import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../providers/session';
import { createI18n } from './i18nProvider';

describe('i18n provider', () => {
  it('starts in the language the portal stored, pt-BR otherwise', async () => {
    expect((await createI18n()).provider.getLocale()).toBe('pt-BR');
    localStorage.setItem(STORAGE_KEYS.language, 'es-ES');
    const { provider } = await createI18n();
    expect(provider.getLocale()).toBe('es-ES');
    expect(provider.translate('ra.action.save')).toBe('Guardar');
  });

  it('translates plurals and placeholders in each language', async () => {
    const { provider } = await createI18n();
    expect(provider.translate('resources.company.name', { smart_count: 2 })).toBe('Empresas');
    expect(provider.translate('app.impersonation.banner', { companyName: 'Acme' })).toBe(
      'Você está acessando como Acme',
    );
    await provider.changeLocale('en-US');
    expect(provider.translate('resources.company.name', { smart_count: 1 })).toBe('Company');
    expect(
      provider.translate('ra.navigation.page_range_info', {
        offsetBegin: 1,
        offsetEnd: 10,
        total: 31,
      }),
    ).toBe('1-10 of 31');
  });

  it('writes zero with the plural in pt-BR, as Brazilians say it', async () => {
    const { provider } = await createI18n();
    const questions = (count: number) =>
      provider.translate('resources.questionnaire.builder.title', { smart_count: count });
    expect([questions(0), questions(1), questions(2)]).toEqual([
      '0 perguntas',
      '1 pergunta',
      '2 perguntas',
    ]);
    await provider.changeLocale('en-US');
    expect(questions(0)).toBe('0 questions');
  });

  it('names each empty list with its own gender and number', async () => {
    const { provider } = await createI18n();
    const empty = (resource: string) =>
      `${provider.translate(`resources.${resource}.empty`)} ${provider.translate(`resources.${resource}.invite`)}`;
    expect(empty('company')).toBe('Ainda não há empresas. Deseja adicionar uma?');
    expect(empty('department')).toBe('Ainda não há departamentos. Deseja adicionar um?');
    await provider.changeLocale('es-ES');
    expect(empty('organization')).toBe('Todavía no hay organizaciones. ¿Quiere añadir una?');
  });

  it('keeps a change on the device, then saves it through the callback', async () => {
    const save = vi.fn(async () => undefined);
    const { provider } = await createI18n(save);
    await provider.changeLocale('en-US');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    expect(save).toHaveBeenCalledWith('en-US');
  });

  it('keeps the change on screen when saving it fails', async () => {
    const { provider } = await createI18n(async () => {
      throw new Error('offline');
    });
    await expect(provider.changeLocale('es-ES')).resolves.toBeUndefined();
    expect(provider.getLocale()).toBe('es-ES');
  });
});
