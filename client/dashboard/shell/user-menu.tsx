import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import { dashboardPaths } from '../../dashboard-paths';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '../../../shared/types/user';
import { useLogout } from '../../layout/top-bar/use-logout';
import { useAppSelector } from '../../hooks';
import { paths } from '../../paths';
import { useLanguage } from '../../lib/use-language';
import { initialsOf as sharedInitials } from '../../../shared/text/initials';

export function initialsOf(name: string): string {
  return sharedInitials(name) || '?';
}

/** Spec 2.14: the admin's name and e-mail, links to profile and settings, and logout. */
export function DashboardUserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const [logout] = useLogout();
  const expiredCount = useAppSelector((state) => state.session.expiredCount);
  const name = user.fullName || t('common:header.userFallback');
  const close = () => setAnchor(null);
  // Popover positions are physical: the menu hangs from the inline end of the bar in either direction.
  const end = useLanguage() === 'ar' ? 'left' : 'right';

  useEffect(() => setAnchor(null), [expiredCount]);

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('common:header.userMenu', { name })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 15, fontWeight: 700 }}>
          {initialsOf(name)}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap dir="ltr" sx={{ textAlign: 'start' }}>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={Link} to={dashboardPaths.profile} onClick={close}>
          <ListItemIcon>
            <ManageAccountsOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {t('common:pages.dashboardProfile')}
        </MenuItem>
        <MenuItem component={Link} to={dashboardPaths.settings} onClick={close}>
          <ListItemIcon>
            <SettingsOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {t('common:pages.dashboardSettings')}
        </MenuItem>
        <MenuItem component={Link} to={paths.home} onClick={close}>
          <ListItemIcon>
            <HomeOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {t('shell.backToSite')}
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
          </ListItemIcon>
          {t('common:header.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
