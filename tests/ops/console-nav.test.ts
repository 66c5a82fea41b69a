/**
 * The console's pages per role: every page a role's permissions open is offered once, as a link
 * (its daily work) or under "More", and no page it may not open; a role's links stay few enough
 * for one line at a 1366 px desk (measured in the browser by console-finance-admin.e2e.ts).
 */
import { describe, expect, it } from 'vitest';
import { NAV, navOf } from '../../src/ops/console-nav';
import { actionsOf, STAFF_ROLES } from '../../src/server/domain/staff-permissions';

/** The most links one line holds beside the title, language and sign-out at 1366 px. */
const MOST_LINKS = 6;

describe("the console's pages per role", () => {
  it.each(STAFF_ROLES)(
    'offers %s every page it may open, once, its daily work as links',
    (role) => {
      const actions: string[] = actionsOf(role);
      const { links, more } = navOf({ staff: { id: 1, email: 'a@b.test', role }, actions });
      const offered = [...links, ...more].map((p) => p.page);
      const allowed = NAV.filter((p) => actions.includes(p.action)).map((p) => p.page);
      expect([...offered].sort()).toEqual([...allowed].sort());
      expect(new Set(offered).size).toBe(offered.length);
      expect(links.length).toBeLessThanOrEqual(MOST_LINKS);
      expect(links.map((p) => p.page)).toContain('book');
    },
  );
});
