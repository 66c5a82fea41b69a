/**
 * Receipt images for a feedback thread: checked before upload (image, 20 MB, count), then sent one
 * by one to /feedback/uploadFile. `progress` is the share of the current batch already uploaded.
 */
import { useState } from 'react';
import { call } from '../../app/api/call';
import { isReported } from '../../app/api/errors';
import { useErrorText } from '../../app/use-error-text';
import { checkImages } from './feedback-rules';

export interface Uploaded {
  fileId: string;
  url: string;
  name: string;
}

export function useImageUploads() {
  const errorText = useErrorText();
  const [images, setImages] = useState<Uploaded[]>([]);
  const [batch, setBatch] = useState({ done: 0, total: 0 });
  const [error, setError] = useState('');

  async function add(files: readonly File[]): Promise<void> {
    const { accepted, problem } = checkImages(files, images.length);
    setError(problem ? errorText(problem) : '');
    if (accepted.length === 0) return;
    setBatch({ done: 0, total: accepted.length });
    for (const [index, file] of accepted.entries()) {
      try {
        const { fileId, url } = await call('feedbackUploadFile', {}, { files: { file }, silent: true });
        setImages((list) => [...list, { fileId, url, name: file.name }]);
      } catch (err) {
        if (!isReported(err)) setError(errorText(err));
      }
      setBatch({ done: index + 1, total: accepted.length });
    }
    setBatch({ done: 0, total: 0 });
  }

  const remove = (fileId: string) => setImages((list) => list.filter((image) => image.fileId !== fileId));
  const uploading = batch.total > 0;
  const progress = uploading ? Math.round(((batch.done + 0.5) / batch.total) * 100) : 0;
  return { images, add, remove, uploading, progress, batch, error };
}
