import { bookingFieldErrors } from './booking-field-errors';

describe("bookingFieldErrors (the provider's 400 under the booking form's fields)", () => {
  it('maps payload names to form fields', () => {
    const error = {
      status: 400,
      message: 'Invalid data - Please check your inputs',
      errors: {
        description: ['Description too short (minimum 10 characters)'],
        preferedDateAndTime: ['Cannot select a past date'],
        location: ['', 'Location is required'],
        'address.postalCode': ['The postal code has 5 digits'],
        'address.note': ['At most 300 characters'],
        priorite: ['Urgency must be low, medium or high'],
        preferedContactMethode: ['Please choose a valid contact method'],
        'demandeDeServiceItems[0].serviceId': ['This service does not exist'],
        'demandeDeServiceItems[2].serviceId': ['This service does not exist'],
        somethingElse: ['ignored'],
      },
    };
    expect(bookingFieldErrors(error)).toEqual({
      description: 'Description too short (minimum 10 characters)',
      preferredDate: 'Cannot select a past date',
      street: 'Location is required',
      postalCode: 'The postal code has 5 digits',
      addressNote: 'At most 300 characters',
      urgency: 'Urgency must be low, medium or high',
      contactMethod: 'Please choose a valid contact method',
      serviceId: 'This service does not exist',
      additionalServices: 'This service does not exist',
    });
  });

  it('puts a refused slot under the times: a 400 (past, closed) or a 409 (filled up meanwhile)', () => {
    expect(bookingFieldErrors({ status: 400, message: 'x', errors: { slotStartsAt: ['This time has already passed.'] } })).toEqual({
      preferredTime: 'This time has already passed.',
    });
    expect(bookingFieldErrors({ status: 409, message: 'x', errors: { slotStartsAt: ['This time has just been fully booked.'] } })).toEqual({
      preferredTime: 'This time has just been fully booked.',
    });
  });

  it('has nothing for answers that are not a 400 with field errors', () => {
    expect(bookingFieldErrors({ status: 500, message: 'x', errors: { location: ['y'] } })).toEqual({});
    expect(bookingFieldErrors({ status: 400, message: 'x' })).toEqual({});
    expect(bookingFieldErrors(new Error('x'))).toEqual({});
  });
});
