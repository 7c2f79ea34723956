import { changeDeadline, clientChangeRefusal } from './change-policy';

const at = '2027-03-07T07:00:00.000Z';

describe('the client change policy', () => {
  it('closes the notice period before the slot, else before the preferred time, and never for a completed or cancelled booking', () => {
    expect(changeDeadline({ status: 'pending', slotStartsAt: at, preferedDateAndTime: '2027-01-01T00:00:00Z' }, 48)?.toISOString()).toBe(
      '2027-03-05T07:00:00.000Z',
    );
    expect(changeDeadline({ status: 'in_progress', slotStartsAt: null, preferedDateAndTime: at }, 0)?.toISOString()).toBe(at);
    expect(changeDeadline({ status: 'completed', slotStartsAt: at, preferedDateAndTime: at }, 48)).toBeNull();
    expect(changeDeadline({ status: 'cancelled', slotStartsAt: at, preferedDateAndTime: at }, 48)).toBeNull();
  });

  it('refuses by status first, then once the deadline has passed (the deadline itself still allows)', () => {
    const deadline = '2027-03-05T07:00:00.000Z';
    expect(clientChangeRefusal({ status: 'pending', changeDeadline: deadline }, new Date('2027-03-05T07:00:00.000Z'))).toBeNull();
    expect(clientChangeRefusal({ status: 'pending', changeDeadline: deadline }, new Date('2027-03-05T07:00:00.001Z'))).toBe('notice');
    expect(clientChangeRefusal({ status: 'cancelled', changeDeadline: null }, new Date('2020-01-01'))).toBe('status');
  });
});
