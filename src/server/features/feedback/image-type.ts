/**
 * The type of an uploaded image, read from its first bytes: the file name and the Content-Type
 * the phone sends are not trusted (docs/architecture.md §6, images sniffed by content).
 */
export type ImageType = {
  mime: 'image/jpeg' | 'image/png' | 'image/webp';
  ext: 'jpg' | 'png' | 'webp';
};

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (data: Uint8Array, bytes: readonly number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((byte, i) => data[at + i] === byte);

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** JPEG, PNG or WebP by magic bytes; null for anything else. */
export function sniffImage(data: Uint8Array): ImageType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(data, PNG)) return { mime: 'image/png', ext: 'png' };
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8))
    return { mime: 'image/webp', ext: 'webp' };
  return null;
}
