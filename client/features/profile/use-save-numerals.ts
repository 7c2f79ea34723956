import type { Numerals } from '../../../shared/format/numerals';
import type { User } from '../../../shared/types/user';
import { useUpdateProfileMutation } from './profile-api';

/**
 * Keeps a choice of digits on the user's account (update-user takes the whole record back, with
 * what the user may not change left as it was): the PDFs they download follow it.
 */
export function useSaveNumerals(user: User | undefined): ((numerals: Numerals) => Promise<void>) | undefined {
  const [updateProfile] = useUpdateProfileMutation();
  if (!user) return undefined;
  return async (numerals) => {
    await updateProfile({
      id: user.id,
      fullName: user.fullName,
      email: user.email,
      phoneNumber: user.phoneNumber ?? '',
      isActive: user.isActive,
      typeUser: user.typeUser,
      startDate: user.startDate,
      password: null,
      numerals,
    }).unwrap();
  };
}
