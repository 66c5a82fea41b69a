/**
 * Downscales a camera photo in the browser before upload (longest side 1600 px, JPEG 0.85), so a
 * 4–8 MB phone photo goes up as a few hundred KB. Where the browser cannot decode or draw it
 * (old WebViews, tests), the original file goes up unchanged: the server accepts up to 20 MB.
 */
import { fitWithin, JPEG_QUALITY, MAX_SIDE } from './fit-within';

export async function downscaleImage(file: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  try {
    // imageOrientation: EXIF rotation applied, so a portrait ID photo stays upright.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const size = fitWithin(bitmap.width, bitmap.height, MAX_SIDE);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
    );
    return blob && blob.size < file.size ? blob : file;
  } catch {
    return file;
  }
}
