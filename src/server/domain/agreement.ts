/**
 * The loan agreement as a document (issue: the link opened a list of policies, and no text carried
 * this loan's figures): a translated template filled with one quote's facts. The same quote and
 * language always give the same text, so its SHA-256, kept with the signature, proves what was
 * shown before signing.
 */

export interface AgreementTemplate {
  readonly title: string;
  readonly sections: readonly { readonly title: string; readonly body: string }[];
  /** Appended to the fee / interest line when a coupon lowered it. */
  readonly feeCoupon: string;
  readonly interestCoupon: string;
  /** What the payout is the amount less of, with and without a tax on the fee. */
  readonly deducted: { readonly taxed: string; readonly untaxed: string };
  /** The lender as the law names it: legal name, trading name, regulator, licence, address. */
  readonly lender: string;
}

/** A fact's text, or null where it does not apply to this loan: the lines that name it are left out. */
export type AgreementFacts = Readonly<Record<string, string | null>>;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** Fills `{{name}}` placeholders; a placeholder without a fact is an error, never a blank. */
export function fill(text: string, facts: AgreementFacts): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = Object.hasOwn(facts, name) ? facts[name] : undefined;
    if (value === undefined || value === null)
      throw new Error(`agreement fact "${name}" is missing`);
    return value;
  });
}

/** A body without its lines that name a fact that does not apply (a tax the product has not). */
function applicableLines(body: string, facts: AgreementFacts): string {
  const applies = (line: string) =>
    [...line.matchAll(PLACEHOLDER)].every(([, name]) => facts[name!] !== null);
  return body.split('\n').filter(applies).join('\n');
}

/** The whole document: title, then each section's title and body, as plain text. */
export function renderAgreement(
  template: AgreementTemplate,
  facts: AgreementFacts,
  coupon: { feeOff: string | null; interestOff: string | null },
): string {
  const withCoupons: AgreementFacts = {
    ...facts,
    feeCoupon: coupon.feeOff ? fill(template.feeCoupon, { ...facts, off: coupon.feeOff }) : '',
    interestCoupon: coupon.interestOff
      ? fill(template.interestCoupon, { ...facts, off: coupon.interestOff })
      : '',
    deducted: facts.feeTax === null ? template.deducted.untaxed : template.deducted.taxed,
  };
  const parts = [fill(template.title, withCoupons)];
  template.sections.forEach((s, i) =>
    parts.push(
      `${i + 1}. ${fill(s.title, withCoupons)}\n${fill(applicableLines(s.body, withCoupons), withCoupons)}`,
    ),
  );
  return parts.join('\n\n');
}
