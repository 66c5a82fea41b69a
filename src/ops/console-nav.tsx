/**
 * The console's pages in one line at a 1366 px desk, in every language: the pages of a role's
 * daily work are links one click away, the rest of what it may open sit in a "More" menu (two
 * clicks). A role with few pages has them all as links.
 */
import { Anchor, Button, Group, Menu } from '@mantine/core';
import type { Me } from './types';
import { useOpsT } from './use-ops-t';

type Role = Me['staff']['role'];

interface NavPage {
  readonly page: string;
  /** The action that opens it (server permissions.ts). */
  readonly action: string;
  /** The roles whose daily work it is: a link for them, in "More" for any other role allowed. */
  readonly desk: readonly Role[];
}

const ALL: readonly Role[] = ['support', 'collections', 'finance', 'compliance', 'admin'];

export const NAV: readonly NavPage[] = [
  { page: 'book', action: 'book.read', desk: ALL },
  {
    page: 'collections',
    action: 'collections.read',
    desk: ['support', 'collections', 'compliance', 'admin'],
  },
  { page: 'proofs', action: 'proofs.review', desk: ['finance'] },
  // Every role that moves money may check another role's request (waiver.post: all of them).
  { page: 'checks', action: 'waiver.post', desk: ['collections', 'finance', 'admin'] },
  { page: 'referrals', action: 'referrals.review', desk: [] },
  { page: 'disputes', action: 'reconcile.run', desk: ['finance'] },
  { page: 'compliance', action: 'bureau.read', desk: ['compliance'] },
  { page: 'requests', action: 'rights.read', desk: ['support', 'compliance', 'admin'] },
  { page: 'feedback', action: 'feedback.reply', desk: ['support'] },
  { page: 'portfolio', action: 'portfolio.read', desk: ['finance'] },
  { page: 'credit', action: 'portfolio.read', desk: [] },
  { page: 'ussd', action: 'portfolio.read', desk: [] },
  { page: 'files', action: 'book.read', desk: ['support', 'collections', 'compliance'] },
  { page: 'audit', action: 'audit.read', desk: ['finance', 'admin'] },
  { page: 'staff', action: 'staff.manage', desk: ['admin'] },
];

/** The pages `me` may open: those of its daily work as links, the others for "More". */
export function navOf(me: Pick<Me, 'staff' | 'actions'>): { links: NavPage[]; more: NavPage[] } {
  const allowed = NAV.filter((p) => me.actions.includes(p.action));
  return {
    links: allowed.filter((p) => p.desk.includes(me.staff.role)),
    more: allowed.filter((p) => !p.desk.includes(me.staff.role)),
  };
}

export function ConsoleNav({ me, current }: { me: Me; current: string | undefined }) {
  const { t } = useOpsT();
  const { links, more } = navOf(me);
  const here = (page: string) => (page === current ? 'page' : undefined);
  return (
    <Group component="nav" aria-label={t('nav.label')} gap="md">
      {links.map(({ page }) => (
        <Anchor key={page} href={`#/${page}`} aria-current={here(page)} fw={here(page) && 700}>
          {t(`nav.${page}`)}
        </Anchor>
      ))}
      {more.length > 0 && (
        <Menu position="bottom-start">
          <Menu.Target>
            <Button
              variant="subtle"
              size="compact-md"
              fw={more.some((p) => p.page === current) ? 700 : 400}
              rightSection={<span aria-hidden>▾</span>}
            >
              {t('nav.more')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {more.map(({ page }) => (
              <Menu.Item key={page} component="a" href={`#/${page}`} aria-current={here(page)}>
                {t(`nav.${page}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
