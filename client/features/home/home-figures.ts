import { STATS } from '../../../shared/constants';

export interface HomeFigures {
  projects: number;
  /** The partners the page lists; null until they are loaded. */
  partners: number | null;
  satisfactionPercent: number;
  years: number;
}

/**
 * The home page's figures, one set for both of its bands (about and why-us): the company's figures
 * and the real number of partners, counted from the partner list the page already loads.
 */
export function homeFigures(partners: readonly unknown[] | undefined): HomeFigures {
  return {
    projects: STATS.projects,
    partners: partners ? partners.length : null,
    satisfactionPercent: STATS.satisfactionPercent,
    years: STATS.years,
  };
}
