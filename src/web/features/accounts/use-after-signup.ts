import { useNavigate, useSearchParams } from 'react-router';
import type { AuthInfo } from '../../../contracts/accounts';
import { safeReturnPath } from '../../../domain/accounts';

/** After signing up: where the person was going, else the page that explains the email we just sent. */
export function useAfterSignup() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const from = params.get('from');
  return (info: AuthInfo) => {
    const target = from ? safeReturnPath(from) : info.user?.emailVerified ? '/' : '/verify-email';
    void navigate(target, { replace: true });
  };
}
