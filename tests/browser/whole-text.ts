// Issue 33: nothing on screen is cut or overlaps. Run in the page (it is serialised, so it holds everything it uses):
// every piece of text a player can see is whole (not clipped by a box that hides its overflow, not ellipsised, not
// line-clamped, not above the page or, on a screen that never scrolls, outside the viewport), no word is broken
// across lines unless it is wider than its box, and no two sibling boxes (controls, chips, the parts of a chip's
// line) overlap. A player's name at its smallest size may be cut: its full form is a tap away (FitName.tsx).
export const cutProblems = () => {
  const out: string[] = [];
  const fixedScreen = document.querySelector('main.table-screen') !== null;
  const modal = document.querySelector('.outcome-moment, .sheet-scrim');
  const shown = (el: Element) =>
    (el as HTMLElement).checkVisibility?.({ visibilityProperty: true, opacityProperty: false }) !== false;
  /** Hidden for the eye: visually hidden text (1-px clip boxes), a closed help, under a modal. */
  const unseen = (el: Element): boolean => {
    if (!shown(el)) return true;
    if (el.closest('details:not([open]) > :not(summary)')) return true;
    if (modal && !modal.contains(el)) return true;
    for (let a: Element | null = el; a; a = a.parentElement) {
      const r = a.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) return true;
      if (getComputedStyle(a).clip === 'rect(0px, 0px, 0px, 0px)') return true;
    }
    return false;
  };
  /** A name fitted to its box and already at its smallest size: cut on purpose, the full name is a tap away. */
  const nameAtSmallest = (el: Element | null) => {
    const fit = el?.closest<HTMLElement>('.fit-name');
    return (
      fit !== null &&
      fit !== undefined &&
      !fit.classList.contains('chip-role') &&
      parseFloat(getComputedStyle(fit).fontSize) <= Number(fit.dataset.min) + 0.01
    );
  };
  const label = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
  const range = document.createRange();
  const root = document.querySelector('main') ?? document.body;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const parent = node.parentElement;
    if (!parent || text.trim() === '' || unseen(parent)) continue;
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
    if (rects.length === 0) continue;
    const what = label(text);
    // Outside a box that hides what overflows it (scrolling boxes show it by scrolling: not cut).
    if (!nameAtSmallest(parent)) {
      for (let a: Element | null = parent; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        const clips = (v: string) => v === 'hidden' || v === 'clip';
        // A box that scrolls shows the rest by scrolling: what lies beyond it is its own, not cut by a box outside.
        if (style.overflowY === 'auto' || style.overflowY === 'scroll') break;
        if (!clips(style.overflowX) && !clips(style.overflowY)) continue;
        const box = a.getBoundingClientRect();
        const bad = rects.some(
          (r) =>
            (clips(style.overflowX) && (r.left < box.left - 1 || r.right > box.right + 1)) ||
            (clips(style.overflowY) && (r.top < box.top - 1 || r.bottom > box.bottom + 1)),
        );
        if (bad) {
          out.push(`cut by ${a.tagName.toLowerCase()}.${[...a.classList].join('.')}: ${what}`);
          break;
        }
      }
      const el = parent as HTMLElement;
      const style = getComputedStyle(el);
      if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) out.push(`ellipsised: ${what}`);
      const clamp = style.getPropertyValue('-webkit-line-clamp');
      if (clamp && clamp !== 'none' && el.scrollHeight > el.clientHeight + 1) out.push(`line-clamped: ${what}`);
    }
    // Off the page: above its top (a title clipped there), or outside a screen that never scrolls.
    const top = Math.min(...rects.map((r) => r.top + scrollY));
    if (top < -1) out.push(`above the page: ${what}`);
    if (fixedScreen && parent.closest('.sheet-body, .moment-body, .over-rounds section') === null) {
      const outside = rects.some(
        (r) => r.left < -1 || r.right > innerWidth + 1 || r.top < -1 || r.bottom > innerHeight + 1,
      );
      if (outside) out.push(`off screen: ${what}`);
    }
    // A word across two lines, unless the word alone is wider than its box.
    for (const { 0: word, index } of text.matchAll(/\S+/g)) {
      range.setStart(node, index);
      range.setEnd(node, index + word.length);
      const parts = [...range.getClientRects()].filter((r) => r.width > 0.5);
      const lines = new Set(parts.map((r) => Math.round(r.top)));
      if (lines.size < 2) continue;
      const width = parts.reduce((sum, r) => sum + r.width, 0);
      const vertical = getComputedStyle(parent).writingMode.startsWith('vertical');
      const room = vertical ? parent.clientHeight : parent.clientWidth;
      if (width <= room + 1 && !/-/.test(word)) out.push(`word broken across lines: ${word}`);
    }
  }
  // Sibling boxes that overlap: controls, chips, and the pieces of a line (marks, a lock, a count, a badge).
  const boxes = (parent: Element) => {
    const items: { name: string; rects: DOMRect[] }[] = [];
    for (const child of parent.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        if (!child.textContent?.trim()) continue;
        range.selectNodeContents(child);
        // A text's lines are one item: lines of a tight line-height touch each other, never a sibling.
        const rects = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
        if (rects.length > 0) items.push({ name: `"${label(child.textContent)}"`, rects });
      } else if (child instanceof Element) {
        const style = getComputedStyle(child);
        if (style.display === 'contents' || style.position === 'absolute' || style.position === 'fixed') continue;
        if (unseen(child)) continue;
        const r = child.getBoundingClientRect();
        if (r.width > 0.5 && r.height > 0.5)
          items.push({ name: `${child.tagName.toLowerCase()}.${[...child.classList].join('.')}`, rects: [r] });
      }
    }
    return items;
  };
  for (const parent of root.querySelectorAll('*')) {
    if (unseen(parent)) continue;
    const items = boxes(parent);
    for (let i = 0; i < items.length; i++)
      for (let j = i + 1; j < items.length; j++) {
        const hit = items[i]!.rects.some((a) =>
          items[j]!.rects.some((b) => {
            const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
            const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            return w > 2 && h > 4;
          }),
        );
        if (hit)
          out.push(
            `overlap in ${parent.tagName.toLowerCase()}.${[...parent.classList].join('.')}: ${items[i]!.name} × ${items[j]!.name}`,
          );
      }
  }
  return [...new Set(out)];
};
