import { EMPTY_PARTNER, initialStep, partnerFormState, stepOfField, stepOneErrors } from './partner-steps';

describe('the two-step partner modal', () => {
  it('opens at step 1 to add and at step 2 to edit', () => {
    expect(initialStep(false)).toBe(0);
    expect(initialStep(true)).toBe(1);
  });

  it('moves on from step 1 only when name, location and description are given (trimmed)', async () => {
    expect(await stepOneErrors({ ...EMPTY_PARTNER })).toEqual({
      name: 'validation:nameRequired',
      location: 'validation:locationRequired',
      description: 'validation:descriptionRequired',
    });
    expect(await stepOneErrors({ ...EMPTY_PARTNER, name: '  ', location: 'Khobar', description: 'Gardens' })).toEqual({ name: 'validation:nameRequired' });
    // Step 2's fields do not hold back step 1.
    expect(await stepOneErrors({ ...EMPTY_PARTNER, name: 'Green Hands', location: 'Khobar', description: 'Landscaping' })).toEqual({});
  });

  it('knows which step shows each field', () => {
    expect(stepOfField('location')).toBe(0);
    expect(stepOfField('arabicName')).toBe(1);
    expect(stepOfField('serviceId')).toBe(1);
  });

  it('fills the form from a partner, or empty with no service chosen', () => {
    expect(partnerFormState(null)).toEqual(EMPTY_PARTNER);
    expect(partnerFormState(null).serviceId).toBe('');
    const partner = {
      id: 3,
      name: 'A',
      arabicName: 'أ',
      location: 'L',
      arabicLocation: 'ل',
      description: 'D',
      arabicDescription: 'د',
      serviceId: 2,
      archivedAt: null,
    };
    expect(partnerFormState(partner)).toEqual(partner);
  });
});
