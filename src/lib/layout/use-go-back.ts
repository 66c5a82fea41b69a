/** Goes back in the app's history; a deep link has none, so it goes to `fallback` instead of leaving. */
import { useNavigate } from 'react-router-dom';

export function useGoBack(fallback = '/'): () => void {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  };
}
