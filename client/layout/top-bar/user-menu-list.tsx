import { isStaffRole } from '../../../shared/constants';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasRole, type SessionUser } from '../../../shared/types/user';
import { paths } from '../../paths';

export interface UserMenuListProps {
  id: string;
  anchor: HTMLElement;
  user: SessionUser;
  onClose: () => void;
  onLogout: () => void;
}

/** The dropdown of the user menu; MUI's Menu closes on an outside click and on Escape. */
export default function UserMenuList({ id, anchor, user, onClose, onLogout }: UserMenuListProps) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      {!!user?.roles.some(isStaffRole) && (
        <MenuItem component={Link} to={paths.dashboard} onClick={onClose}>
          {t('header.dashboard')}
        </MenuItem>
      )}
      {hasRole(user, 'Client') && (
        <MenuItem component={Link} to={paths.profile} onClick={onClose}>
          {t('header.profile')}
        </MenuItem>
      )}
      {hasRole(user, 'Client') && (
        <MenuItem component={Link} to={paths.quotes} onClick={onClose}>
          {t('header.myQuotes')}
        </MenuItem>
      )}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        {t('header.logout')}
      </MenuItem>
    </Menu>
  );
}
