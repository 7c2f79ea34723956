import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../shared/types/user';
import { useAppSelector } from '../../hooks';
import { useLogout } from './use-logout';

// The popover code loads when the menu is first opened, not with the page.
const UserMenuList = lazy(() => import('./user-menu-list'));

/** Spec 2.2: name (or 'user'), Dashboard for Admin, Profile and the spec's Quote for Client (labelled as the page it opens, /quote: My Quotes), Logout. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const expiredCount = useAppSelector((state) => state.session.expiredCount);
  const [logout] = useLogout();
  const name = user.fullName || t('header.userFallback');

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
      {anchor && (
        <Suspense fallback={null}>
          <UserMenuList id={menuId} anchor={anchor} user={user} onClose={() => setAnchor(null)} onLogout={() => void logout()} />
        </Suspense>
      )}
    </>
  );
}
