import ChecklistIcon from '@mui/icons-material/Checklist';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import ScheduleIcon from '@mui/icons-material/Schedule';
import StoreIcon from '@mui/icons-material/Store';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { Menu, useBasename } from 'react-admin';
import { canAccessResource } from '../providers/access';
import { REPORT_SETTINGS_PATH } from '../reports';
import { RETENTION_PATH } from '../retention';
import { SSO_PATH } from '../sso';
import { useClaims } from '../providers/useClaims';

/**
 * Resources (hidden without their module); for administrators, the company's own pages; for the
 * platform owner, the report settings.
 */
export function DashboardMenu() {
  const claims = useClaims();
  const basename = useBasename();
  const isAdmin = claims?.role === 'admin';
  return (
    <Menu>
      {isAdmin && <Menu.DashboardItem />}
      {isAdmin && canAccessResource(claims, 'company') && (
        <Menu.Item
          to={`${basename}/company/about`}
          primaryText="app.about.menu"
          leftIcon={<StoreIcon />}
        />
      )}
      {isAdmin && canAccessResource(claims, 'setup') && (
        <Menu.Item
          to={`${basename}/company/setup`}
          primaryText="app.setup.menu"
          leftIcon={<ChecklistIcon />}
        />
      )}
      {isAdmin && canAccessResource(claims, 'company') && (
        <Menu.Item to={`${basename}${SSO_PATH}`} primaryText="sso.menu" leftIcon={<VpnKeyIcon />} />
      )}
      {isAdmin && canAccessResource(claims, 'company') && (
        <Menu.Item
          to={`${basename}${RETENTION_PATH}`}
          primaryText="retention.menu"
          leftIcon={<ScheduleIcon />}
        />
      )}
      <Menu.ResourceItems />
      {claims?.role === 'super' && (
        <Menu.Item
          to={`${basename}${REPORT_SETTINGS_PATH}`}
          primaryText="report.settings.menu"
          leftIcon={<PrivacyTipIcon />}
        />
      )}
    </Menu>
  );
}
