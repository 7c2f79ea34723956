import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AdminNotice } from '../../../shared/types/admin-notice';
import { dashboardPaths } from '../../dashboard-paths';
import { localized } from '../../lib/text';
import { useDashboardFormat } from '../../lib/use-dashboard-format';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../paths';
import { NOTICES_POLL_MS, useMarkAllNoticesReadMutation, useMarkNoticeReadMutation, useNoticesQuery } from './notices-api';

/** Where a notice's record is read in the dashboard. */
export function noticeTarget(notice: AdminNotice): string {
  if (notice.kind === 'booking' || notice.kind === 'job') return `${dashboardPaths.bookings}?booking=${notice.entityId}`;
  if (notice.kind === 'quote') return paths.quote(notice.entityId);
  return `${dashboardPaths.messages}?search=${encodeURIComponent(notice.summary.title)}`;
}

/**
 * The top bar's bell: how many new bookings, contact messages and quote answers this admin has not
 * read (asked again every minute), and the latest of them; opening one marks it read.
 */
export function NoticesMenu() {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const language = useLanguage();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const { data, isError, refetch } = useNoticesQuery(undefined, { pollingInterval: NOTICES_POLL_MS, skipPollingIfUnfocused: true });
  const [markRead] = useMarkNoticeReadMutation();
  const [markAllRead, markingAll] = useMarkAllNoticesReadMutation();
  const unread = data?.unread ?? 0;
  const end = language === 'ar' ? 'left' : 'right';

  const line = (notice: AdminNotice) => {
    const { summary } = notice;
    if (notice.kind === 'booking')
      return t('notices.bookingLine', { name: summary.name, title: localized(language, summary.title, summary.arabicTitle ?? '') });
    if (notice.kind === 'job')
      return t(summary.jobEvent === 'problem' ? 'notices.jobProblem' : 'notices.jobDeclined', {
        name: summary.name,
        title: localized(language, summary.title, summary.arabicTitle ?? ''),
      });
    if (notice.kind === 'quote')
      return t(summary.answer === 'rejected' ? 'notices.quoteRejected' : 'notices.quoteAccepted', {
        name: summary.name,
        number: summary.number ?? summary.title,
      });
    return t('notices.messageLine', { name: summary.name, title: summary.title });
  };

  const open = async (notice: AdminNotice) => {
    setAnchor(null);
    if (!notice.read) {
      await markRead(notice.id);
      void refetch();
    }
    void navigate(noticeTarget(notice));
  };

  return (
    <>
      <IconButton
        onClick={(event) => {
          setAnchor(event.currentTarget);
          void refetch();
        }}
        aria-label={unread > 0 ? t('notices.openLabel', { count: unread }) : t('notices.openLabelNone')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
      >
        <Badge badgeContent={unread > 0 ? format.number(unread) : null} color="error" overlap="circular">
          <NotificationsNoneOutlinedIcon />
        </Badge>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
        slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 24px)', mt: 1 } }, list: { 'aria-label': t('notices.title') } }}
      >
        <Box sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('notices.title')}</Typography>
          <Button
            size="small"
            disabled={unread === 0 || markingAll.isLoading}
            onClick={async () => {
              await markAllRead();
              void refetch();
            }}
          >
            {t('notices.markAllRead')}
          </Button>
        </Box>
        <Divider />
        {isError && !data && (
          <Typography sx={{ px: 2, py: 1.5 }} color="error">
            {t('notices.loadError')}
          </Typography>
        )}
        {data && data.items.length === 0 && (
          <Typography sx={{ px: 2, py: 1.5 }} color="text.secondary">
            {t('notices.empty')}
          </Typography>
        )}
        {data?.items.map((notice) => (
          <MenuItem
            key={notice.id}
            onClick={() => void open(notice)}
            data-notice={notice.id}
            sx={{ alignItems: 'flex-start', whiteSpace: 'normal', gap: 1.5, py: 1.25 }}
          >
            <Box
              aria-hidden
              sx={{ width: 8, height: 8, mt: 0.75, borderRadius: '50%', flexShrink: 0, bgcolor: notice.read ? 'transparent' : 'primary.main' }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary" component="p">
                {t(`notices.kinds.${notice.kind}`)}
                {notice.read ? '' : ` · ${t('notices.unread')}`} · {format.date(notice.createdAt, 'dateTime')}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: notice.read ? 400 : 700 }}>
                <bdi>{line(notice)}</bdi>
              </Typography>
            </Box>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
