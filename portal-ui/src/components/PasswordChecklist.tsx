import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCommonPassword, loadCommonPasswords } from '../validation/commonPassword';
import { meetsPasswordRules, PASSWORD_RULES, PASSWORD_SPECIALS } from '../validation/password';
import { CheckIcon, CloseIcon } from './icons';

/** The id the password input names in `aria-describedby`. */
export const PASSWORD_RULES_ID = 'password-rules';

/**
 * The password rules, ticked live while the person types (spec §4), the API's refusal of common
 * passwords among them, so that a password the list shows as good is one the server takes. A
 * polite live region: each rule that changes is read whole ("At least 8 characters (met)")
 * without interrupting typing.
 */
export function PasswordChecklist({ password, confirm }: { password: string; confirm: string }) {
  const { t } = useTranslation();
  // Re-renders once the list has arrived, so that the rule is judged.
  const [, setListLoaded] = useState(false);
  useEffect(() => {
    void loadCommonPasswords().then(() => setListLoaded(true));
  }, []);
  const items = [
    ...PASSWORD_RULES.map((rule) => ({
      key: rule.key,
      label: t(`password.${rule.key}`, { specials: PASSWORD_SPECIALS }),
      met: rule.test(password),
    })),
    {
      key: 'ruleCommon',
      label: t('password.ruleCommon'),
      // Judged as the API judges it: on a password that meets the other rules.
      met: meetsPasswordRules(password) && isCommonPassword(password) === false,
    },
    { key: 'ruleMatch', label: t('password.ruleMatch'), met: !!confirm && confirm === password },
  ];
  return (
    <div className="checklist" id={PASSWORD_RULES_ID} aria-live="polite">
      <p className="checklist-title">{t('password.rulesTitle')}</p>
      <ul>
        {items.map((item) => (
          <li
            key={item.key}
            className={item.met ? 'met' : 'unmet'}
            data-rule={item.key}
            aria-atomic="true"
          >
            {item.met ? <CheckIcon /> : <CloseIcon />}
            <span>{item.label}</span>
            <span className="sr-only">
              {' '}
              ({item.met ? t('password.ruleMet') : t('password.ruleUnmet')})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
