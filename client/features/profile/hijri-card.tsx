import Paper from '@mui/material/Paper';
import type { User } from '../../../shared/types/user';
import { HijriChoice } from '../../components/hijri-choice';
import { useSaveHijri } from './use-save-numerals';

/** The profile's choice of Hijri dates beside Gregorian ones, kept on the account like the digits. */
export function HijriCard({ user }: { user: User }) {
  const save = useSaveHijri(user);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }} component="section">
      <HijriChoice save={save} />
    </Paper>
  );
}
