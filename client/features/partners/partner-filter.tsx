import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PARTNER_FILTER_BUTTONS } from '../../../shared/constants';
import { paths } from '../../paths';
import { splitFilterServices } from './partner-view';

export interface FilterService {
  id: number;
  title: string;
}

export const SERVICE_FILTER_PARAM = 'service';

const filterHref = (serviceId: number | null) => (serviceId === null ? paths.partners : `${paths.partners}?${SERVICE_FILTER_PARAM}=${serviceId}`);

/**
 * Spec 2.8: All Partners, the first 3 services as buttons, the rest in a 'More Services' menu that
 * closes on an outside click and on Escape (and returns focus to its button). The choice lives in
 * the URL (?service=3): it can be shared, survives a reload and works without JavaScript.
 */
export function PartnerFilter({ services, selected }: { services: FilterService[]; selected: number | null }) {
  const { t } = useTranslation('public');
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { buttons, more } = splitFilterServices(services, PARTNER_FILTER_BUTTONS);
  const selectedInMore = more.find((service) => service.id === selected);

  const filterButton = (serviceId: number | null, label: string) => {
    const active = selected === serviceId;
    return (
      <Button
        key={serviceId ?? 'all'}
        component={Link}
        to={filterHref(serviceId)}
        preventScrollReset
        replace
        aria-current={active ? 'true' : undefined}
        variant={active ? 'contained' : 'outlined'}
        sx={{ borderRadius: 5 }}
      >
        {label}
      </Button>
    );
  };

  return (
    <Box role="group" aria-label={t('partners.filter.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {filterButton(null, t('partners.filter.all'))}
      {buttons.map((service) => filterButton(service.id, service.title))}
      {more.length > 0 && (
        <>
          <Button
            aria-haspopup="menu"
            aria-expanded={anchor ? 'true' : 'false'}
            aria-controls={anchor ? menuId : undefined}
            aria-label={selectedInMore ? `${t('partners.filter.moreLabel')}: ${selectedInMore.title}` : t('partners.filter.moreLabel')}
            variant={selectedInMore ? 'contained' : 'outlined'}
            endIcon={<KeyboardArrowDownIcon />}
            onClick={(event) => setAnchor(event.currentTarget)}
            sx={{ borderRadius: 5 }}
          >
            {selectedInMore?.title ?? t('partners.filter.more')}
          </Button>
          <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
            {more.map((service) => (
              <MenuItem
                key={service.id}
                component={Link}
                to={filterHref(service.id)}
                preventScrollReset
                replace
                selected={service.id === selected}
                aria-current={service.id === selected ? 'true' : undefined}
                onClick={() => setAnchor(null)}
              >
                {service.title}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Box>
  );
}
