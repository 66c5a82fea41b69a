/**
 * A feedback image served at `/api/feedback/files/<id>`: fetched with the session's token (an
 * `<img src>` cannot send it) into an object URL that is revoked when the image leaves the screen.
 */
import { useEffect, useState } from 'react';
import { fetchPrivateFile } from '../../app/api/fetch-private-file';

interface Props {
  url: string;
  alt: string;
  size: number;
}

/** The object URL of a private file, or null while it loads or when it cannot be read. */
export function usePrivateFileUrl(url: string): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchPrivateFile(url, controller.signal)
      .then((blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => {
        // A thumbnail that cannot load stays a grey square; the thread itself is still readable.
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setSrc(null);
    };
  }, [url]);
  return src;
}

export function PrivateImage({ url, alt, size }: Props) {
  const src = usePrivateFileUrl(url);
  const box = { width: size, height: size, borderRadius: 8, background: 'var(--mantine-color-gray-1)', display: 'block' };
  if (!src) return <span role="img" aria-label={alt} aria-busy="true" style={box} />;
  return <img src={src} alt={alt} width={size} height={size} style={{ ...box, objectFit: 'cover' }} />;
}
