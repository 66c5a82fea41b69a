/**
 * confirm_borrow (docs/product.md §2, status 14): amount steps, tenure, the itemised quote, a coupon, the
 * key-facts box, the loan agreement (§5 'Please agree to the loan agreement') and a typed-name
 * e-signature. Confirming keeps the request (pending-submit) and hands over to finish_loading,
 * which sends it and can re-send it unchanged.
 */
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Anchor.css';
import {
  Anchor,
  Button,
  Checkbox,
  Divider,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import '@mantine/core/styles/Divider.css';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { LoanAgreementResponse } from '../../shared/contract/types.gen';
import { pathOf } from '../../shared/routes';
import { signatureMatches } from '../../shared/signature';
import { AgreementModal } from './agreement-modal';
import { AmountPicker } from './amount-picker';
import { BureauConsentBox } from './bureau-consent-box';
import { useBureauConsent } from '../../lib/use-bureau-consent';
import { CouponPicker } from './coupon-picker';
import { KeyFacts } from './key-facts';
import { LoadState } from '../../lib/layout/load-state';
import { useHistorySheet } from '../../lib/use-history-sheet';
import { savePendingSubmit } from './pending-submit';
import { QuoteDetails } from './quote-details';
import { RaisedLimitNotice } from './raised-limit-notice';
import { useConfirmQuote } from './use-confirm-quote';

/** A typed full name: at least two words of letters (the e-signature). */
const SIGNATURE = /^\p{L}[\p{L}'’-]+(\s+\p{L}[\p{L}'’-]*)+$/u;

export function ConfirmForm({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation(['borrow', 'errors']);
  const navigate = useNavigate();
  const c = useConfirmQuote(orderNo);
  const [agreed, setAgreed] = useState(false);
  const bureau = useBureauConsent();
  const [consented, setConsented] = useState(false);
  const [signature, setSignature] = useState('');
  const [tried, setTried] = useState(false);
  // The agreement is an entry in history: the phone's back closes it and keeps confirm as it was.
  const reading = useHistorySheet('agreement');
  const [shown, setShown] = useState<LoanAgreementResponse | null>(null);
  const onShown = useCallback((doc: LoanAgreementResponse) => setShown(doc), []);
  const data = c.quote.data;
  if (!data) return <LoadState error={c.quote.error} onRetry={() => void c.quote.mutate()} />;
  const { quote, product, quoteId, couponId } = data;
  const typed = SIGNATURE.test(signature.trim());
  // The server holds the same rule; checking here says so before the borrower leaves the screen.
  const ownName = !data.signer || signatureMatches(signature, data.signer);
  const signed = typed && ownName;

  function confirm() {
    setTried(true);
    if (!agreed || !signed || (bureau.required && !consented)) return;
    // The quote on screen is the one signed: its id, amount, term and coupon travel together.
    savePendingSubmit({
      orderNo,
      quoteId,
      amount: quote.loanAmount,
      days: quote.days,
      agreed: true,
      signature: signature.trim(),
      ...(couponId ? { couponId } : {}),
      ...(bureau.required ? { bureauConsent: bureau.version } : {}),
      ...(shown?.quoteId === quoteId ? { agreementSha256: shown.sha256 } : {}),
    });
    navigate(pathOf('finishLoading'));
  }

  return (
    <Stack gap="md">
      <RaisedLimitNotice data={data} onChoose={c.setAmount} />
      <AmountPicker
        amounts={c.amounts}
        index={c.amountIndex}
        currency={product.currency}
        onChange={c.setAmount}
      />
      {c.terms.length > 0 && (
        <div>
          <Text size="sm" c="dimmed" mb={4}>
            {t('confirm.term')}
          </Text>
          <SegmentedControl
            fullWidth
            value={String(c.days)}
            onChange={(v) => c.setDays(Number(v))}
            data={c.terms.map((d) => ({
              value: String(d),
              label: t('confirm.daysValue', { count: d }),
            }))}
          />
        </div>
      )}
      <QuoteDetails quote={quote} currency={product.currency} feeTaxRate={product.feeTaxRate} />
      <CouponPicker data={data} couponId={c.couponId} onChange={c.setCoupon} />
      <KeyFacts quote={quote} currency={product.currency} />
      <Divider />
      <Checkbox
        checked={agreed}
        onChange={(e) => setAgreed(e.currentTarget.checked)}
        error={tried && !agreed ? t('errors:agreementRequired') : undefined}
        label={
          <>
            {t('confirm.agree')}{' '}
            <Anchor component="button" type="button" onClick={reading.open}>
              {t('confirm.agreement')}
            </Anchor>
          </>
        }
      />
      <AgreementModal
        orderNo={orderNo}
        quoteId={quoteId}
        opened={reading.opened}
        onClose={reading.close}
        onShown={onShown}
      />
      <BureauConsentBox
        consent={bureau}
        checked={consented}
        onChange={setConsented}
        missing={tried && bureau.required && !consented}
      />
      <TextInput
        label={t('confirm.sign.label')}
        description={t('confirm.sign.hint')}
        value={signature}
        onChange={(e) => setSignature(e.currentTarget.value)}
        autoComplete="name"
        error={
          tried && !typed
            ? t('confirm.sign.required')
            : tried && !ownName
              ? t('errors:signatureMismatch')
              : undefined
        }
      />
      <Button size="md" fullWidth onClick={confirm} loading={c.quote.isValidating}>
        {t('confirm.submit')}
      </Button>
    </Stack>
  );
}
