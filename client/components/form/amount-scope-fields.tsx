import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { FormikProps } from 'formik';
import { INVOICE_LIMITS } from '../../../shared/constants';
import { FormikTextField } from './formik-text-field';

/** What giving money back asks: all that is left or a part of it (SAR, VAT included), and why. */
export interface AmountScopeValues {
  scope: 'full' | 'part';
  amount: string;
  reason: string;
}

export interface AmountScopeTexts {
  scope: string;
  /** "All of it (SAR 575.00)". */
  full: string;
  part: string;
  amount: string;
  reason: string;
}

/**
 * The fields of a credit note or a refund: the whole of what is left or a part, the part's amount
 * (at most `maxAmount` SAR) only when a part is chosen, and the reason, which the tax documents keep.
 */
export function AmountScopeFields<V extends AmountScopeValues>({
  form,
  texts,
  maxAmount,
}: {
  form: FormikProps<V>;
  texts: AmountScopeTexts;
  maxAmount: number;
}) {
  return (
    <>
      <RadioGroup
        row
        name="scope"
        value={form.values.scope}
        onChange={(event) => void form.setFieldValue('scope', event.target.value)}
        aria-label={texts.scope}
      >
        <FormControlLabel value="full" control={<Radio />} label={texts.full} />
        <FormControlLabel value="part" control={<Radio />} label={texts.part} />
      </RadioGroup>
      {form.values.scope === 'part' && (
        <FormikTextField
          formik={form}
          name="amount"
          type="number"
          label={texts.amount}
          required
          slotProps={{ htmlInput: { min: 0.01, max: maxAmount, step: 0.01 } }}
        />
      )}
      <FormikTextField
        formik={form}
        name="reason"
        label={texts.reason}
        required
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: INVOICE_LIMITS.creditNoteReason, dir: 'auto' } }}
      />
    </>
  );
}
