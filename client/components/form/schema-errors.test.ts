import * as yup from 'yup';
import { schemaErrors } from './schema-errors';

const schema = yup.object({
  reason: yup.string().trim().required('validation:reasonRequired'),
  amount: yup.number().typeError('validation:amountInvalid').nullable().moreThan(0, 'validation:amountInvalid'),
});

describe('schemaErrors', () => {
  it('gives each field its first message, and nothing for valid values', () => {
    expect(schemaErrors(schema, { reason: '', amount: 'x' }, 'reason')).toEqual({
      reason: 'validation:reasonRequired',
      amount: 'validation:amountInvalid',
    });
    expect(schemaErrors(schema, { reason: 'Damaged', amount: null }, 'reason')).toEqual({});
  });

  it('puts an error without a path on the fallback field', () => {
    const whole = yup.mixed().test('never', 'validation:broken', () => false);
    expect(schemaErrors(whole, {}, 'amount')).toEqual({ amount: 'validation:broken' });
  });
});
