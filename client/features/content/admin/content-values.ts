import type { SiteContent, SiteContentRecord } from '../../../../shared/types/site-content';

/** The editable document of a GET /Content answer (without updatedAt and the availability's week), with at least one headline line. */
export function contentFormValues(record: SiteContentRecord): SiteContent {
  const { updatedAt: _updatedAt, workingHours: _workingHours, ...content } = record;
  return {
    ...content,
    hero: {
      en: { ...content.hero.en, headlines: content.hero.en.headlines.length > 0 ? [...content.hero.en.headlines] : [''] },
      ar: { ...content.hero.ar, headlines: content.hero.ar.headlines.length > 0 ? [...content.hero.ar.headlines] : [''] },
    },
  };
}

/**
 * A 400's field paths ("hero.en.headlines[1]", "officeAddress.ar") in the Formik form of the
 * nested document; Formik's setFieldError takes the same dotted paths.
 */
export function formikPath(serverPath: string): string {
  return serverPath.replace(/\[(\d+)\]/g, '.$1');
}
