import { Navigate, useNavigate } from 'react-router';
import { LoginScreen } from '../login/LoginScreen.tsx';
import { pageFacts } from '../lib/pageFacts.ts';
import { useSession } from '../lib/session.ts';

/** `/` and `/login`: the sign-in page, or straight to the console for someone already signed in (spec §2). */
export function LoginRoute() {
  const token = useSession((s) => s.token);
  const navigate = useNavigate();
  if (token) return <Navigate to="/main" replace />;
  // the console's code is already here, so there is nothing to prefetch
  return (
    <LoginScreen
      facts={pageFacts}
      onSignedIn={() => void navigate('/main', { replace: true })}
      onPrefetch={() => undefined}
    />
  );
}
