import { COMPANY } from '../../shared/content/company';
import { companyLegal } from '../../shared/content/legal-identity';
import type { QuoteCompanyInfo } from '../../shared/types/quote';
import { readSiteContent } from '../content/content.repository';
import type { Db } from '../db/database';

/** The company details a quote shows, from the editable site content (GET /Content), so they never disagree with the site. */
export async function quoteCompanyInfo(db: Db): Promise<QuoteCompanyInfo> {
  const content = await readSiteContent(db);
  return {
    phone: content.companyPhone,
    email: content.infoEmail,
    website: COMPANY.website,
    address: content.officeAddress,
    legal: companyLegal(content.invoicing),
  };
}
