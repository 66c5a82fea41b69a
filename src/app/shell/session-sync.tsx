/**
 * Completes a session the native shell started (§6: it may supply the token): when a token is
 * stored without the user's details, fetch them. The API client loads lazily, off the first paint.
 */
import { useEffect } from 'react';
import { useStored } from '../../lib/use-stored';
import { setItem } from '../../lib/storage';

export function SessionSync() {
  const token = useStored('token');
  const userInfo = useStored('userInfo');
  useEffect(() => {
    if (!token || userInfo) return;
    let live = true;
    import('../../lib/api/call')
      .then(({ call }) => call('getUserInfo', {}, { silent: true }))
      .then((info) => live && setItem('userInfo', info))
      .catch(() => {
        /* a token code already ended the session; a network error shows the retry banner */
      });
    return () => {
      live = false;
    };
  }, [token, userInfo]);
  return null;
}
