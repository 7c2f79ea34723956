import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasRole, type SessionUser } from '../../../shared/types/user';
import { useAppSelector } from '../../hooks';
import { paths } from '../../paths';
import { useLogout } from './use-logout';

/** Spec 2.2: name (or 'user'), Dashboard for Admin, Profile and Quote for Client, Logout. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const expiredCount = useAppSelector((state) => state.session.expiredCount);
  const [logout] = useLogout();
  const name = user.fullName || t('header.userFallback');
  const close = () => setAnchor(null);

  useEffect(() => {
    setAnchor(null);
  }, [expiredCount]);

  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon />}
        endIcon={<KeyboardArrowDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={t('header.userMenu', { name })}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ maxWidth: 220 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {hasRole(user, 'Admin') && (
          <MenuItem component={Link} to={paths.dashboard} onClick={close}>
            {t('header.dashboard')}
          </MenuItem>
        )}
        {hasRole(user, 'Client') && (
          <MenuItem component={Link} to={paths.profile} onClick={close}>
            {t('header.profile')}
          </MenuItem>
        )}
        {hasRole(user, 'Client') && (
          <MenuItem component={Link} to={paths.quotes} onClick={close}>
            {t('header.quote')}
          </MenuItem>
        )}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          {t('header.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
