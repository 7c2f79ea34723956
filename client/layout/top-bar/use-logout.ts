import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../hooks';
import { paths } from '../../paths';
import { hydrateMountedDeferred } from '../../lib/deferred';

export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const run = async () => {
    // The home page's deferred sections hold the signed-in HTML: they hydrate first, then the
    // signed-out state reaches them as an ordinary update (see hydrateMountedDeferred).
    await hydrateMountedDeferred();
    try {
      // The session's endpoints (and RTK Query with them) load when someone signs out, not with the
      // top bar every visitor downloads.
      const { sessionApi } = await import('../../features/session');
      await dispatch(sessionApi.endpoints.logout.initiate()).unwrap();
    } catch {
      // The local session is cleared either way (see session-api); nothing more to tell the user.
    }
    await navigate(paths.home);
  };
  return [run] as const;
}
