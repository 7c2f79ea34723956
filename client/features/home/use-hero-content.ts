import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteContentRecord } from '../../../shared/types/site-content';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { toLanguage } from '../../i18n/create-i18n';
import { cachedQuery } from '../../lib/cached-query';

export interface HeroContent {
  headlines: string[];
  subtitle: string;
  description: string;
}

const NO_HERO: HeroContent = { headlines: [], subtitle: '', description: '' };

/**
 * The hero's texts (site content, GET /Content) read straight from the api's cache, which the root
 * loader filled on the server: the first visit of / hydrates without the endpoints' code and
 * RTK Query's (client/lib/api-registry.ts). When the cache has no content (a sign-out cleared it),
 * it is fetched again, and then the api's code loads.
 */
export function useHeroContent(): HeroContent {
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const content = useAppSelector((state) => {
    const cached = cachedQuery(state, 'getContent', undefined);
    return cached?.status === 'fulfilled' ? (cached.data as SiteContentRecord) : undefined;
  });
  const missing = content === undefined;
  useEffect(() => {
    if (!missing) return;
    void import('../content').then(({ prefetchContent }) => dispatch(prefetchContent()));
  }, [missing, dispatch]);
  return content?.hero[toLanguage(i18n.language)] ?? NO_HERO;
}
