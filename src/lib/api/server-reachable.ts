/**
 * Whether the server answers at all (any HTTP status): after a chunk fails to load, it tells a
 * lost connection (show "offline") from a chunk the server no longer has after a deploy (reload).
 */
export async function serverReachable(timeoutMs = 5000): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    await fetch('/', { method: 'HEAD', cache: 'no-store', signal: controller.signal });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
