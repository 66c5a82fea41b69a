/** The uploads of the ID step, as the server checks them (OCR on the front, face vs ID photo). */
import { call } from '../../lib/api/call';
import { getAccuauthSDK, getBoYingFeiSDK, isInApp } from '../../lib/native/bridge';
import type { Uploader } from './use-upload-slot';

export const uploadFront: Uploader = async (file, onProgress, onRetry) => {
  const { fileId } = await call('uploadCurpFront', {}, { files: { file }, onProgress, onRetry });
  const ocr = await call('curpOcr', { fileId }, { onRetry });
  return ocr.passed ? true : 'idFrontFailed';
};

export const uploadBack: Uploader = async (file, onProgress, onRetry) => {
  await call('uploadCurpBack', {}, { files: { file }, onProgress, onRetry });
  return true;
};

export const uploadFace: Uploader = async (file, onProgress, onRetry) => {
  const { passed } = await call('saveFaceImage', {}, { files: { file }, onProgress, onRetry });
  return passed ? true : 'faceMismatch';
};

/** A base64 JPEG (with or without a data: prefix) as a Blob. */
function base64Jpeg(data: string): Blob {
  const bytes = atob(data.replace(/^data:[^,]*,/, ''));
  const array = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) array[i] = bytes.charCodeAt(i);
  return new Blob([array], { type: 'image/jpeg' });
}

/**
 * Native liveness (featureMode.live 0 Accuauth, 2 BoYingFei): the shell returns the best frame
 * (`image`, base64 JPEG) and its `requestId`; the server saves and compares it.
 * Outside the app the bridge rejects with 'Please run in App'.
 */
export async function nativeFace(live: number): Promise<true | string> {
  if (!isInApp()) return 'runInApp';
  const provider = live === 0 ? 'accuauth' : 'boyingfei';
  const result = await (live === 0 ? getAccuauthSDK() : getBoYingFeiSDK());
  if (typeof result.image !== 'string' || result.image === '') return 'faceRequired';
  const requestId = typeof result.requestId === 'string' ? result.requestId : undefined;
  const { passed } = await call(
    'livenessDetectionResultSave',
    { provider, ...(requestId ? { requestId } : {}) },
    { files: { file: base64Jpeg(result.image) } },
  );
  return passed ? true : 'faceMismatch';
}
