/**
 * Customer-service contacts of the borrower's country (§1), from `schemas/<cc>/country.json`
 * `support`: operations change a number without an app build.
 */
import type { CountryContent } from '../../lib/api/country-file';

export interface SupportContact {
  kind: 'phone' | 'email' | 'whatsapp';
  value: string;
  href: string;
}

/** The contacts a country lists, in the order shown: phone, email, WhatsApp. */
export function supportContacts(support: NonNullable<CountryContent['support']>): SupportContact[] {
  const { phone, email, whatsapp } = support;
  return [
    { kind: 'phone' as const, value: phone, href: `tel:${phone.replace(/\s/g, '')}` },
    ...(email ? [{ kind: 'email' as const, value: email, href: `mailto:${email}` }] : []),
    ...(whatsapp
      ? [
          {
            kind: 'whatsapp' as const,
            value: whatsapp,
            href: `https://wa.me/${whatsapp.replace(/\D/g, '')}`,
          },
        ]
      : []),
  ];
}

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
