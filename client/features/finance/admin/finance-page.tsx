import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CommissionsTab } from './commissions-tab';
import { MarginsTab } from './margins-tab';
import { StatementsTab } from './statements-tab';

const TABS = ['margins', 'statements', 'commissions'] as const;
type FinanceTab = (typeof TABS)[number];

/**
 * /dashboard/finance: the company's money side of the work (issue 27 item 7): margins per booking,
 * service, partner or month (and costing a booking's lines), partners' monthly statements with
 * payouts, and the services' default commissions. The tab is in the address (?tab=), so a reload or
 * a shared link opens the same one.
 */
export default function DashboardFinancePage() {
  const { t } = useTranslation('finance');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: FinanceTab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as FinanceTab) : 'margins';
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_event, next: FinanceTab) => setParams(next === 'margins' ? {} : { tab: next }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {TABS.map((name) => (
          <Tab key={name} value={name} label={t(`tabs.${name}`)} id={`finance-tab-${name}`} aria-controls={`finance-panel-${name}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`finance-panel-${tab}`} aria-labelledby={`finance-tab-${tab}`}>
        {tab === 'margins' && <MarginsTab />}
        {tab === 'statements' && <StatementsTab />}
        {tab === 'commissions' && <CommissionsTab />}
      </Box>
    </Box>
  );
}
