/**
 * The console's `t`: the borrower app types i18next keys by its own namespaces (src/lib), which
 * the console does not share, so the console reads its one namespace through a plain signature.
 */
import { useTranslation } from 'react-i18next';

export type OpsT = (key: string, options?: Record<string, unknown>) => string;

export function useOpsT(): { t: OpsT; language: string } {
  const { t, i18n } = useTranslation();
  return { t: t as unknown as OpsT, language: i18n.language };
}
