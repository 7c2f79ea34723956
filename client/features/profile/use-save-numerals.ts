import type { Numerals } from '../../../shared/format/numerals';
import type { UpdateUserRequest, User } from '../../../shared/types/user';
import { useUpdateProfileMutation } from './profile-api';

type ReadingChoice = Pick<UpdateUserRequest, 'numerals' | 'hijri'>;

/**
 * Keeps a reading choice (digits, Hijri dates) on the user's account (update-user takes the whole
 * record back, with what the user may not change left as it was, and the other choice absent, so
 * unchanged): the pages and PDFs they get follow it.
 */
function useSaveReadingChoice(user: User | undefined): ((choice: ReadingChoice) => Promise<void>) | undefined {
  const [updateProfile] = useUpdateProfileMutation();
  if (!user) return undefined;
  return async (choice) => {
    await updateProfile({
      id: user.id,
      fullName: user.fullName,
      email: user.email,
      phoneNumber: user.phoneNumber ?? '',
      isActive: user.isActive,
      typeUser: user.typeUser,
      startDate: user.startDate,
      password: null,
      ...choice,
    }).unwrap();
  };
}

export function useSaveNumerals(user: User | undefined): ((numerals: Numerals) => Promise<void>) | undefined {
  const save = useSaveReadingChoice(user);
  return save && ((numerals) => save({ numerals }));
}

export function useSaveHijri(user: User | undefined): ((hijri: boolean) => Promise<void>) | undefined {
  const save = useSaveReadingChoice(user);
  return save && ((hijri) => save({ hijri }));
}
