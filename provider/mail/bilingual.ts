import { LANGUAGES, type Language } from '../../shared/constants';
import type { MailMessage } from './mailer';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface MailSection {
  paragraphs: string[];
  actionText: string;
}

/**
 * One e-mail in both languages, `first` on top (the reader's language when it is known), each part
 * in its own direction, then the other; the subject carries both in the same order.
 */
export function bilingualEmail(
  to: string,
  subjectFor: (language: Language) => string,
  sectionFor: (language: Language) => MailSection,
  link: string,
  first: Language = 'en',
): MailMessage {
  const order = [first, ...LANGUAGES.filter((language) => language !== first)];
  const sections = order.map((language) => ({ language, ...sectionFor(language) }));
  const subject = order.map(subjectFor).join(' | ');
  const text = sections.map((s) => [...s.paragraphs, '', s.actionText, link].join('\n\n')).join('\n\n---\n\n');
  const html = `<!doctype html><html lang="${first}"><body style="font-family:sans-serif">
${sections
  .map(
    (s) => `<div lang="${s.language}" dir="${s.language === 'ar' ? 'rtl' : 'ltr'}">
${s.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>${escapeHtml(s.actionText)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
</div>`,
  )
  .join('\n<hr>\n')}
</body></html>`;
  return { to, subject, text, html };
}
