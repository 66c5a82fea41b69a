/**
 * The CSS that ships with the prerendered screens in index.html keeps what they can use and
 * nothing else: every first visit downloads it.
 */
import { describe, expect, it } from 'vitest';
import { prerenderedCss } from '../../scripts/vite/screens-prerender';

const HTML =
  '<div class="m_a used" style="--title-fz:var(--size-h3)"><span class="m_b"></span></div>';
const CSS = `
:root { --size-h3: 22px; --unread: 1px; --chain: var(--end); --end: red; --orphan: var(--also) }
:root[data-mantine-color-scheme=dark] { --size-h3: 30px }
:root[data-mantine-color-scheme=light] { background: white }
:host([data-mantine-color-scheme=light]) { color: black }
.m_a { font-size: var(--title-fz); color: var(--chain) }
.m_b::after { content: ''; display: block }
.m_c { color: green }
.m_c, .m_a:hover { color: blue }
`;

describe('the prerendered screens’ CSS', () => {
  const css = prerenderedCss(HTML, [CSS]);

  it('keeps the rules for the classes the HTML has, whole when one selector matches', () => {
    expect(css).toContain('.m_a{');
    expect(css).toContain('.m_c,.m_a:hover{color:#00f}');
    expect(css).toContain('.m_b:after{content:"";display:block}');
  });

  it('drops rules for classes it lacks, for the dark scheme and for shadow hosts', () => {
    expect(css).not.toMatch(/\.m_c\{/);
    expect(css).not.toContain('dark');
    expect(css).not.toContain(':host');
    expect(css).toContain('[data-mantine-color-scheme=light]');
  });

  it('keeps the custom properties something reads, through var() chains, and no others', () => {
    expect(css).toContain('--size-h3:22px');
    expect(css).toContain('--chain:var(--end)');
    expect(css).toContain('--end:red');
    expect(css).not.toContain('--unread');
    expect(css).not.toContain('--orphan');
  });
});
