/**
 * Partner products a refused borrower may try instead (docs/product.md §5), as operations list them in
 * schemas/<country>/recommendations.json. Each opens the partner's page outside the app.
 */
import '@mantine/core/styles/Anchor.css';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IsRejectRecommendationResponse } from '../../shared/contract/types.gen';

type Product = IsRejectRecommendationResponse['products'][number];

export function RecommendedProducts({ products }: { products: readonly Product[] }) {
  const { t } = useTranslation('home');
  if (products.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-label={t('order.rejected.partners')}>
      <Text size="sm" fw={600}>
        {t('order.rejected.partners')}
      </Text>
      {products.map((p) => (
        <Anchor
          key={p.url}
          href={p.url}
          target="_blank"
          rel="noopener noreferrer"
          underline="always"
          py={6}
        >
          <Group gap="xs" wrap="nowrap">
            {/* The partner's server sees only that its logo was fetched, not from which page. */}
            {p.logo && (
              <img
                src={p.logo}
                alt=""
                width={24}
                height={24}
                loading="lazy"
                referrerPolicy="no-referrer"
                style={{ borderRadius: 4 }}
              />
            )}
            <span>{p.name}</span>
          </Group>
        </Anchor>
      ))}
    </Stack>
  );
}
