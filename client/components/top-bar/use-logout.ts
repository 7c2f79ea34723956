import { useNavigate } from 'react-router';
import { paths } from '../../paths';
import { useLogoutMutation } from '../../features/session/session-api';

export function useLogout() {
  const [logout, state] = useLogoutMutation();
  const navigate = useNavigate();
  const run = async () => {
    try {
      await logout().unwrap();
    } catch {
      // The local session is cleared either way (see session-api); nothing more to tell the user.
    }
    await navigate(paths.home);
  };
  return [run, state] as const;
}
