import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TEXTS } from '../../i18n/account-texts';
import { useAreaTexts } from '../../i18n/area-texts';
import { paths } from '../../paths';

/** A link to a policy page, opened beside the form so nothing typed is lost. */
const PolicyLink = ({ to, children }: { to: string; children?: ReactNode }) => (
  <Link href={to} target="_blank" rel="noopener" underline="always">
    {children}
  </Link>
);

/**
 * A translated sentence whose `<name>…</name>` parts become the given links. Written here rather than
 * with react-i18next's Trans, which would bring its HTML parser into the JavaScript of every page
 * (esbuild keeps a re-exported module beside its index, which the shell loads).
 */
export function withLinks(text: string, links: Record<string, string>): ReactNode[] {
  return text.split(/(<(\w+)>.*?<\/\2>)/).flatMap((part, index) => {
    // split() puts each match's inner capture right after it: skip those.
    if (index % 3 === 2) return [];
    const tag = /^<(\w+)>(.*?)<\/\1>$/.exec(part);
    const to = tag ? links[tag[1]!] : undefined;
    if (tag && to)
      return [
        <PolicyLink key={index} to={to}>
          {tag[2]}
        </PolicyLink>,
      ];
    return part ? [<Fragment key={index}>{part}</Fragment>] : [];
  });
}

/**
 * The notice at a point of collection (booking, contact, partner invitation): what the data is for,
 * with a link to the privacy policy in force.
 */
export function PolicyNotice({ purpose }: { purpose: 'booking' | 'contact' | 'partner' }) {
  useAreaTexts(ACCOUNT_TEXTS);
  const { t } = useTranslation('account');
  return (
    <Typography variant="body2" color="text.secondary">
      {withLinks(t(`privacy.notice.${purpose}`), { privacy: paths.privacy })}
    </Typography>
  );
}

interface ConsentProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

/** Registration's required acceptance of the privacy policy and terms in force. */
export function PolicyConsent({ id, checked, onChange, error }: ConsentProps) {
  const { t } = useTranslation('account');
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        control={
          <Checkbox
            id={id}
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': error ? `${id}-error` : undefined } }}
          />
        }
        label={<>{withLinks(t('privacy.consent.accept'), { privacy: paths.privacy, terms: paths.terms })}</>}
      />
      {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
    </FormControl>
  );
}

/** The separate, optional opt-in to marketing messages. */
export function MarketingConsent({ id, checked, onChange }: ConsentProps) {
  const { t } = useTranslation('account');
  return (
    <FormControlLabel
      control={<Checkbox id={id} checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={t('privacy.consent.marketing')}
    />
  );
}
