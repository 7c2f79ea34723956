import { STATS } from '../../shared/constants';

export interface SiteFigures {
  projects: number;
  /** The partners the page lists; null until they are loaded. */
  partners: number | null;
  satisfactionPercent: number;
  years: number;
}

/**
 * The site's figures, one set for the home page's two bands (about and why-us) and the about page:
 * the company's figures and the real number of partners, counted from the partner list the page loads.
 */
export function siteFigures(partners: readonly unknown[] | undefined): SiteFigures {
  return {
    projects: STATS.projects,
    partners: partners ? partners.length : null,
    satisfactionPercent: STATS.satisfactionPercent,
    years: STATS.years,
  };
}
