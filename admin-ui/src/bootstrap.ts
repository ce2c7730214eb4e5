import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './app/dataProvider';
import { withEarlyAnswers } from './providers/earlyAnswers';
import { createHttpClient } from './providers/httpClient';
import { firstScreenReads } from './firstScreen';
import { createQueryClient } from './providers/queryClient';
import { productOf, sessionFor } from './providers/session';
import { createI18n } from './app/i18n/i18nProvider';
import { languageIdOf } from './i18n/languages';

/** The providers of one dashboard (`/super` or `/admin`, from the URL), wired together. */
export async function bootstrap(pathname = window.location.pathname) {
  const product = productOf(pathname);
  let language = () => 'pt-BR';
  const httpClient = withEarlyAnswers(createHttpClient({ language: () => language() }));
  const dataProvider = createDataProvider(httpClient);
  const i18n = await createI18n(async (code) => {
    const claims = sessionFor(product);
    // An owner acting as a company keeps their own account's language.
    if (!claims || claims.impersonatedBy || claims.languageId === languageIdOf(code)) return;
    await dataProvider.saveLanguage(claims.role, languageIdOf(code));
  });
  language = () => i18n.instance.language;
  // Its data comes down while react-admin starts, instead of after it has rendered the screen.
  httpClient.early(() => firstScreenReads(product, pathname, dataProvider));
  return {
    product,
    dataProvider,
    authProvider: createAuthProvider({ product }),
    i18nProvider: i18n.provider,
    queryClient: createQueryClient(),
  };
}

export type Dashboard = Awaited<ReturnType<typeof bootstrap>>;
