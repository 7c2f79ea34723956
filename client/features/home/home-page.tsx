import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { DeferredSection } from '../../components/deferred-section';
import { useDocumentTitle } from '../../components/page-title';
import { LoadingView } from '../../components/status-views';
import { deferred } from '../../lib/deferred';
import { pageStore, renderedDataChanged } from '../../lib/page-store';
import { loadHomeSectionsData } from './home-routes';
import { HeroSection } from './hero-section';
import { IS_SERVER } from '../../lib/on-server';

// The hero is interactive from the first paint (typewriter, the two scroll buttons); the sections
// below it are in the HTML from the start and their code follows when the visitor scrolls towards
// them, which keeps the first visit's JavaScript within its budget (issue 2).
// Their data too: the server leaves it out of the page's boot state (HOME_SECTIONS_DATA). If it
// changed since the page was rendered, the sections are rendered anew rather than hydrated.
const homeSections = deferred('home-sections', async () => {
  if (IS_SERVER) return import('./home-sections');
  const [sections] = await Promise.all([import('./home-sections'), loadHomeSectionsData(pageStore())]);
  return { default: sections.default, changed: renderedDataChanged() };
});

function SectionsPlaceholderView() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <LoadingView label={t('loading')} />
    </Box>
  );
}

const SECTIONS_PLACEHOLDER = <SectionsPlaceholderView />;

/** Spec 2.3, top to bottom: hero, about, services, why us, partners, testimonials, contact. */
export default function HomePage() {
  const { t } = useTranslation('public');
  useDocumentTitle(t('meta.homeTitle'));
  return (
    // The last section (contact) has its own background and meets the footer (root-layout.tsx).
    <Box data-ends-full-bleed="">
      <HeroSection />
      <DeferredSection content={homeSections} fallback={SECTIONS_PLACEHOLDER} when="interaction" />
    </Box>
  );
}
