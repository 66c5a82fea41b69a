/**
 * Customer-service contacts (§1: support 9:00–18:00). Operations set them at build time with
 * VITE_SUPPORT_PHONE, VITE_SUPPORT_EMAIL and VITE_SUPPORT_WHATSAPP; the defaults are the sandbox's.
 */
export interface SupportContact {
  kind: 'phone' | 'email' | 'whatsapp';
  value: string;
  href: string;
}

const env = import.meta.env as Record<string, string | undefined>;
const phone = env.VITE_SUPPORT_PHONE ?? '+255 700 000 000';
const email = env.VITE_SUPPORT_EMAIL ?? 'support@mkopo.example';
const whatsapp = env.VITE_SUPPORT_WHATSAPP ?? '+255 700 000 001';

export const SUPPORT_CONTACTS: readonly SupportContact[] = [
  { kind: 'phone', value: phone, href: `tel:${phone.replace(/\s/g, '')}` },
  { kind: 'email', value: email, href: `mailto:${email}` },
  { kind: 'whatsapp', value: whatsapp, href: `https://wa.me/${whatsapp.replace(/\D/g, '')}` },
];

/** Copies text to the clipboard; resolves false when the browser refuses (old WebViews, no permission). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
