import { changeDeadline, clientChangeRefusal, moveClosesChanges } from './change-policy';

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

  it('says when a move puts the new time inside the notice period, with the notice the booking has', () => {
    // Booked for 7 March at 07:00 with 48 hours' notice; it is now 5 March, 07:00.
    const booking = { status: 'pending' as const, slotStartsAt: at, preferedDateAndTime: at, changeDeadline: '2027-03-05T07:00:00.000Z' };
    const now = new Date('2027-03-05T07:00:00.000Z');
    expect(moveClosesChanges(booking, new Date('2027-03-07T06:59:59.999Z'), now)).toBe(true);
    expect(moveClosesChanges(booking, new Date('2027-03-07T07:00:00.000Z'), now)).toBe(false);
    expect(moveClosesChanges(booking, new Date('2027-03-20T07:00:00.000Z'), now)).toBe(false);
    // A 72-hour notice period (an admin's policy) is the booking's, not the terms' default.
    const longer = { ...booking, changeDeadline: '2027-03-04T07:00:00.000Z' };
    expect(moveClosesChanges(longer, new Date('2027-03-08T06:00:00.000Z'), now)).toBe(true);
    expect(moveClosesChanges(longer, new Date('2027-03-08T08:00:00.000Z'), now)).toBe(false);
    // Nothing to warn of for a booking the client cannot change online anyway.
    expect(moveClosesChanges({ ...booking, status: 'completed', changeDeadline: null }, new Date('2027-03-05T08:00:00.000Z'), now)).toBe(false);
  });
});
