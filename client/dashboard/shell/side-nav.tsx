import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../paths';
import { useAppSelector } from '../../hooks';
import { isDashboardNavActive, navFor } from './nav-items';

export const SIDE_NAV_WIDTH = 260;
export const SIDE_NAV_ID = 'dashboard-navigation';

function NavContent({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const { pathname } = useLocation();
  const roles = useAppSelector((state) => state.session.user?.roles ?? []);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box component={Link} to={paths.home} onClick={onNavigate} sx={{ display: 'block', px: 3, py: 2, color: 'inherit', textDecoration: 'none' }}>
        <Typography component="span" variant="h6" sx={{ fontWeight: 800, display: 'block', color: 'primary.main' }}>
          {t('common:appName')}
        </Typography>
        <Typography component="span" variant="caption" color="text.secondary">
          {t('shell.adminPanel')}
        </Typography>
      </Box>
      <List component="ul" sx={{ px: 1.5, pt: 0, pb: 1 }}>
        {navFor(roles).map((item) => {
          const active = isDashboardNavActive(item.to, pathname);
          const Icon = item.icon;
          return (
            <li key={item.to}>
              <ListItemButton
                component={Link}
                to={item.to}
                selected={active}
                // Dense: every item, Settings last, stays in view on a 1366×900 laptop (issue 32 item 24).
                dense
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                sx={{
                  borderRadius: 2,
                  minHeight: 36,
                  '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText', '& .MuiListItemIcon-root': { color: 'inherit' } },
                  '&.Mui-selected:hover': { bgcolor: 'primary.dark' },
                  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Icon aria-hidden />
                </ListItemIcon>
                <ListItemText primary={t(`common:${item.titleKey}`)} />
              </ListItemButton>
            </li>
          );
        })}
      </List>
    </Box>
  );
}

/**
 * Spec 2.14's side navigation: a column from the md breakpoint, a drawer below it; both sit on the
 * right in Arabic.
 */
export function SideNav({ mobileOpen, onClose }: { mobileOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <Drawer
        id={SIDE_NAV_ID}
        variant="temporary"
        anchor="left"
        open={mobileOpen}
        onClose={onClose}
        ModalProps={{ keepMounted: false }}
        // The drawer's panel is the navigation landmark on phones.
        slotProps={{ paper: { component: 'nav', 'aria-label': t('shell.navigation') } as object }}
        sx={{
          display: { xs: 'block', md: 'none' },
          '& .MuiDrawer-paper': { width: SIDE_NAV_WIDTH, boxSizing: 'border-box', backgroundImage: 'none', bgcolor: 'background.paper' },
        }}
      >
        <NavContent onNavigate={onClose} />
      </Drawer>
      {/* A plain column in the page's flex row: the document direction puts it on the right in Arabic. */}
      <Box
        component="nav"
        aria-label={t('shell.navigation')}
        sx={{
          display: { xs: 'none', md: 'block' },
          position: 'sticky',
          top: 0,
          height: '100vh',
          overflowY: 'auto',
          width: SIDE_NAV_WIDTH,
          flexShrink: 0,
          borderInlineEnd: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <NavContent />
      </Box>
    </>
  );
}
