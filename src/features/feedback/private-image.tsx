/**
 * A feedback image served at `/api/feedback/files/<id>`: fetched with the session's token (an
 * `<img src>` cannot send it) into an object URL that is revoked when the image leaves the screen.
 * A tap shows it whole, so a borrower can read the receipt they or customer service sent.
 */
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Modal, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPrivateFile } from '../../lib/api/fetch-private-file';

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
  const { t } = useTranslation(['feedback', 'common']);
  const src = usePrivateFileUrl(url);
  const [enlarged, setEnlarged] = useState(false);
  const box = {
    width: size,
    height: size,
    borderRadius: 8,
    background: 'var(--mantine-color-gray-1)',
    display: 'block',
  };
  if (!src) return <span role="img" aria-label={alt} aria-busy="true" style={box} />;
  return (
    <>
      <UnstyledButton
        aria-label={t('detail.enlarge', { name: alt })}
        onClick={() => setEnlarged(true)}
        style={{ borderRadius: 8 }}
      >
        <img src={src} alt="" width={size} height={size} style={{ ...box, objectFit: 'cover' }} />
      </UnstyledButton>
      <Modal
        opened={enlarged}
        onClose={() => setEnlarged(false)}
        title={alt}
        centered
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        <img
          src={src}
          alt={alt}
          style={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: '70vh',
            margin: '0 auto',
            objectFit: 'contain',
          }}
        />
      </Modal>
    </>
  );
}
