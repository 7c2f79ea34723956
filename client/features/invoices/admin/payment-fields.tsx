import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { INVOICE_LIMITS, PAYMENT_METHODS, type PaymentMethod } from '../../../../shared/constants';
import { businessToday } from '../../../../shared/quotes/quote-dates';
import { FormikTextField, useMessageText } from '../../../components/form/formik-text-field';
import { DatePartsField, usePickerLanguage } from '../../../components/form/localized-date-fields';

/** The years a payment day is chosen from on an Arabic page: this Saudi year and the one before. */
function paymentYears(): number[] {
  const year = Number(businessToday().slice(0, 4));
  return [year, year - 1];
}

interface PaymentValues {
  paidOn: string;
  method: PaymentMethod;
  reference: string;
}

/**
 * A payment's day, method and reference, as recording an invoice's payment and a deposit ask them:
 * on an Arabic page the day is chosen in words and the page's digits, not Chromium's "mm/dd/yyyy".
 */
export function PaymentFields<V extends PaymentValues>({ form, idPrefix }: { form: FormikProps<V>; idPrefix: string }) {
  const { t } = useTranslation(['account', 'validation']);
  const picker = usePickerLanguage();
  const messageText = useMessageText();
  return (
    <>
      {picker.localized ? (
        <DatePartsField
          id={`${idPrefix}-paid-on`}
          label={t('invoices.fields.paidOn')}
          value={form.values.paidOn}
          onChange={(day) => void form.setFieldValue('paidOn', day)}
          onBlur={() => void form.setFieldTouched('paidOn', true)}
          years={paymentYears()}
          language={picker.language}
          required
          errorText={form.touched.paidOn || form.submitCount > 0 ? messageText(form.errors.paidOn as string | undefined) : undefined}
        />
      ) : (
        <FormikTextField
          formik={form}
          name="paidOn"
          type="date"
          label={t('invoices.fields.paidOn')}
          required
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: businessToday() } }}
        />
      )}
      <FormikTextField formik={form} name="method" select label={t('invoices.fields.method')} required slotProps={{ select: { native: true } }}>
        {PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {t(`invoices.methods.${method}`)}
          </option>
        ))}
      </FormikTextField>
      <FormikTextField
        formik={form}
        name="reference"
        label={t('invoices.fields.reference')}
        required={form.values.method !== 'cash'}
        helperText={t('invoices.admin.referenceHelp')}
        slotProps={{ htmlInput: { maxLength: INVOICE_LIMITS.paymentReference, dir: 'auto' } }}
      />
    </>
  );
}
