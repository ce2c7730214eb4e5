import SecurityIcon from '@mui/icons-material/Security';
import { useMediaQuery, type Theme } from '@mui/material';
import {
  AppBar,
  LoadingIndicator,
  LocalesMenuButton,
  Logout,
  MenuItemLink,
  UserMenu,
  useBasename,
  useGetIdentity,
  useLocales,
  useTranslate,
  useUserMenu,
} from 'react-admin';

/** The user menu is named after the signed-in person, as its button shows (WCAG 2.5.3). */
function DashboardUserMenu() {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ? String(identity.fullName) : 'ra.auth.user_menu'}>
      <SecurityMenuItem />
      <Logout />
    </UserMenu>
  );
}

/** The page of the person's own sign-in security; the menu closes as the page opens. */
function SecurityMenuItem() {
  const basename = useBasename();
  const userMenu = useUserMenu();
  return (
    <MenuItemLink
      to={`${basename}/security`}
      primaryText="app.security.menu"
      leftIcon={<SecurityIcon />}
      onClick={userMenu?.onClose}
    />
  );
}

/**
 * The language menu and the loading indicator. On a phone the language goes by its two letters
 * ("PT"), so that the page's title keeps the room it needs. The indicator's spinner is a
 * progress bar to assistive technology, so it needs a name while it turns.
 */
function DashboardToolbar() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const locales = useLocales();
  const translate = useTranslate();
  return (
    <>
      {locales.length > 1 && (
        <LocalesMenuButton
          languages={
            phone
              ? locales.map(({ locale }) => ({ locale, name: locale.slice(0, 2).toUpperCase() }))
              : undefined
          }
        />
      )}
      <LoadingIndicator aria-label={translate('ra.page.loading')} />
    </>
  );
}

/** On a phone a long title takes a second line rather than being cut to a few letters. */
const PHONE_TITLE = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& #react-admin-title': {
      whiteSpace: 'normal',
      lineHeight: 1.2,
      fontSize: '1.05rem',
      minWidth: '7em',
      overflowWrap: 'anywhere',
    },
  },
});

export function DashboardAppBar() {
  return (
    <AppBar userMenu={<DashboardUserMenu />} toolbar={<DashboardToolbar />} sx={PHONE_TITLE} />
  );
}
