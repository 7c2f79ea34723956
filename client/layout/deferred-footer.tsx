import Box from '@mui/material/Box';
import { DeferredSection } from '../components/deferred-section';
import { deferred } from '../lib/deferred';

// The footer is static links and texts: it is in the server's HTML of every page, and its code
// (with the grid and its icons) loads once the visitor scrolls towards it. Keeps the first visit
// within its JavaScript budget (issue 2).
const footer = deferred('footer', () => import('./footer'));

const FOOTER_PLACEHOLDER = <Box component="footer" sx={{ minHeight: 320, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }} />;

export function DeferredFooter() {
  return <DeferredSection content={footer} fallback={FOOTER_PLACEHOLDER} when="interaction" />;
}
