/**
 * How much to repay now (docs/product.md §5): in the currency's units and decimals, at least the loan's
 * minimum repayment (from the server), at most what is due; a valid
 * amount goes on to the cashier. The full amount due is filled in to start with.
 */
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Pending } from '../../lib/pending-notice';
import { formatMoney, minorUnitsOf } from '../../shared/format';
import { formatMinorUnits } from '../../shared/minor-units';
import { shownCountry } from '../../shared/shown-country';
import { pathOf } from '../../shared/routes';
import { amountProblemWords } from './amount-words';
import { checkRepayAmount } from './repay-amount';

interface Props {
  orderNo: string;
  amountDue: number;
  minRepayAmount: number;
  currency: string;
  /** A payment still on its way: paying again asks first (issue: nothing warned of paying twice). */
  pending?: Pending;
  /**
   * The figures were answered since the screen opened. Until then they may be the cache's from
   * earlier (interest has accrued since): Repay waits, showing it is busy.
   */
  current?: boolean;
}

export function RepayForm({
  orderNo,
  amountDue,
  minRepayAmount,
  currency,
  pending,
  current = true,
}: Props) {
  const { t, i18n } = useTranslation(['repay', 'errors', 'common']);
  const [warned, setWarned] = useState(false);
  const navigate = useNavigate();
  // The borrower's country decides the decimals typed and shown (10.50, or 5000).
  const minorUnits = minorUnitsOf(shownCountry());
  const plain = (minor: number) => formatMinorUnits(minor, minorUnits).replace(/,/g, '');
  const [typed, setTyped] = useState(plain(amountDue));
  const [touched, setTouched] = useState(false);
  // Until the borrower types, the field follows what is due (issue: a new loan's screen kept the
  // 0 of the figures it first read, and Repay answered "Minimum 1000").
  useEffect(() => {
    if (!touched) setTyped(plain(amountDue));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `plain` follows minorUnits only
  }, [amountDue, touched, minorUnits]);
  const [error, setError] = useState('');

  function pay(anyway = false) {
    const check = checkRepayAmount(typed, { minRepayAmount, amountDue }, minorUnits);
    if (!check.ok) {
      const facts = { country: shownCountry(), lang: i18n.language, minorUnits };
      const words = amountProblemWords(check.problem, { ...facts, min: minRepayAmount });
      return setError('values' in words ? t(words.key, words.values) : t(words.key));
    }
    if (pending && !anyway) return setWarned(true);
    const search = new URLSearchParams({ orderNo, amount: String(check.amount), purpose: 'repay' });
    navigate(`${pathOf('cashier')}?${search.toString()}`);
  }

  return (
    <Stack gap="sm">
      <TextInput
        label={t('repay:detail.amountLabel', { currency })}
        description={t('repay:detail.amountHint', {
          min: formatMoney(Math.min(minRepayAmount, amountDue)),
          max: formatMoney(amountDue),
          currency,
        })}
        inputMode={minorUnits > 0 ? 'decimal' : 'numeric'}
        value={typed}
        onChange={(e) => {
          setTyped(e.currentTarget.value);
          setTouched(true);
          setError('');
        }}
        error={error || undefined}
      />
      {warned && pending ? (
        <Alert color="yellow" role="alert">
          <Stack gap="xs">
            <strong>{t('common:pending.payAgain')}</strong>
            <Stack gap={6}>
              <Button variant="default" onClick={() => setWarned(false)}>
                {t('common:pending.wait')}
              </Button>
              {/* Dark text: white on this amber read 2.99:1, below WCAG AA's 4.5:1. */}
              <Button color="yellow.9" c="black" onClick={() => pay(true)}>
                {t('common:pending.payAnyway')}
              </Button>
            </Stack>
          </Stack>
        </Alert>
      ) : (
        <Button size="md" loading={!current} onClick={() => pay()}>
          {t('repay:detail.pay')}
        </Button>
      )}
    </Stack>
  );
}
