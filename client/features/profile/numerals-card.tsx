import Paper from '@mui/material/Paper';
import type { User } from '../../../shared/types/user';
import { NumeralsChoice } from '../../components/numerals-choice';
import { useSaveNumerals } from './use-save-numerals';

/** The profile's choice of digits, kept on the account (the quote PDFs follow it). */
export function NumeralsCard({ user }: { user: User }) {
  const save = useSaveNumerals(user);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }} component="section">
      <NumeralsChoice save={save} />
    </Paper>
  );
}
