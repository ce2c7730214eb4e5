import { AppBar, Logout, UserMenu, useGetIdentity } from 'react-admin';

/** The user menu is named after the signed-in person, as its button shows (WCAG 2.5.3). */
function DashboardUserMenu() {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ? String(identity.fullName) : 'ra.auth.user_menu'}>
      <Logout />
    </UserMenu>
  );
}

export function DashboardAppBar() {
  return <AppBar userMenu={<DashboardUserMenu />} />;
}
