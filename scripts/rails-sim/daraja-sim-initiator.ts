/**
 * The simulated Daraja's initiator check: the certificate our SecurityCredential is encrypted to,
 * and whether a credential decrypts (else Daraja refuses the request itself) and names the
 * portal's initiator with the password the portal holds now (else the Result is 2001).
 */
import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';

export interface Initiator {
  /** The certificate (public key, PEM) the SecurityCredential is encrypted to. */
  readonly certificate: string;
  /** Whether the credential decrypts at all. */
  readonly credentialReadable: (credential: string) => boolean;
  /** Whether the initiator is the portal's, with the portal's password. */
  readonly initiatorOk: (credential: string, name?: string) => boolean;
  /** The initiator password changed on the portal (ours then no longer matches), or set back. */
  readonly setPortalPassword: (next: string) => void;
}

export function initiator(o: { initiatorName: string; initiatorPassword: string }): Initiator {
  let portalPassword = o.initiatorPassword;
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  /** The password inside a SecurityCredential (PKCS#1 v1.5 removed by hand), if it decrypts. */
  function decrypted(credential: string): string | undefined {
    try {
      const raw = privateDecrypt(
        { key: privateKey, padding: constants.RSA_NO_PADDING },
        Buffer.from(credential, 'base64'),
      );
      const sep = raw.indexOf(0, 2);
      return raw[0] === 0 && raw[1] === 2 && sep > 0 ? raw.subarray(sep + 1).toString() : undefined;
    } catch {
      return undefined;
    }
  }
  return {
    certificate: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    credentialReadable: (credential) => decrypted(credential) !== undefined,
    initiatorOk: (credential, name = o.initiatorName) =>
      name === o.initiatorName && decrypted(credential) === portalPassword,
    setPortalPassword: (next) => (portalPassword = next),
  };
}
