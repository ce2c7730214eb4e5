import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageApi } from '../api/language';
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';
import { useErrorToast } from '../components/useErrorToast';
import { chooseLanguage } from './choose';
import { chosenLanguage, i18n } from './index';
import { isLanguageCode, LANGUAGES, type LanguageCode } from '@shared/languages';
import { browserLanguage } from './languages';

type Option = { code: LanguageCode; name: string };

/**
 * Picking an option previews the interface in it; confirming keeps it. On a first visit the
 * modal cannot be dismissed without confirming.
 */
export function LanguageModal({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const confirmed = chosenLanguage();
  const [options, setOptions] = useState<Option[]>([...LANGUAGES]);
  const [selected, setSelected] = useState<LanguageCode>(confirmed ?? browserLanguage());
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void i18n.changeLanguage(selected);
  }, [selected]);

  // The server's list names the languages; only those this build has catalogues for are offered.
  useEffect(() => {
    languageApi
      .list()
      .then((list) => {
        const supported = list.flatMap((language) =>
          isLanguageCode(language.code) ? [{ code: language.code, name: language.name }] : [],
        );
        if (supported.length) setOptions(supported);
      })
      // Unreachable server: the built-in list, already shown, stays.
      .catch(() => undefined);
  }, []);

  const close = confirmed
    ? () => {
        void i18n.changeLanguage(confirmed);
        onDone();
      }
    : undefined;

  const confirm = async () => {
    setSaving(true);
    try {
      await chooseLanguage(selected);
      onDone();
    } catch (error) {
      showError(error);
      setSaving(false);
    }
  };

  return (
    <Modal
      title={t('language.title')}
      onClose={close}
      footer={
        <Button onClick={confirm} loading={saving}>
          {t('common.confirm')}
        </Button>
      }
    >
      <fieldset className="language-options">
        <legend>{t('language.text')}</legend>
        {options.map((option) => (
          <label key={option.code} className="language-option" lang={option.code}>
            <input
              type="radio"
              name="language"
              value={option.code}
              checked={selected === option.code}
              onChange={() => setSelected(option.code)}
            />
            {option.name}
          </label>
        ))}
      </fieldset>
    </Modal>
  );
}
