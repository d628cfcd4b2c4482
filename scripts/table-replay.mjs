// The table's own rendering, with no app script: a tap's change to the game screen's DOM replayed on a static copy
// of that screen (the same stylesheets, the same nodes), after the same IndexedDB save as the floor page's tap. What
// the browser alone pays to draw what a tap changes on the table: no script of ours can bring a tap below it.

/** The page's document as HTML, its scripts left out. */
export const documentHtml = (page) =>
  page.evaluate(() => document.documentElement.outerHTML.replace(/<script[\s\S]*?<\/script>/g, ''));

/** Turns the floor page (`floor.html`, loaded and ready) into a static copy of `before`; each `replayTap` then saves
 *  one value and applies the DOM operations that take the screen to the other state (`after`, then back). The
 *  operations are worked out and their new nodes made before the tap, so the tap runs none of that. */
export const replayIn = (page, before, after) =>
  page.evaluate(
    ({ before, after }) => {
      const parse = (h) => new DOMParser().parseFromString(h, 'text/html');
      const a = parse(before);
      const b = parse(after);
      for (const l of a.head.querySelectorAll('link[rel=stylesheet], style')) document.head.append(l.cloneNode(true));
      for (const at of a.documentElement.attributes) document.documentElement.setAttribute(at.name, at.value);
      document.body.replaceWith(document.importNode(a.body, true));
      // The operations from one state to the other: texts, attributes, and a node's children where their shape changed.
      const diff = (x, y, path, ops) => {
        if (x.nodeType !== 1) {
          if (x.data !== y.data) ops.push({ path, data: y.data });
          return;
        }
        if (x.nodeName !== y.nodeName) return void ops.push({ path, replace: y });
        const attrs = [];
        for (const at of x.attributes) if (!y.hasAttribute(at.name)) attrs.push([at.name, null]);
        for (const at of y.attributes) if (x.getAttribute(at.name) !== at.value) attrs.push([at.name, at.value]);
        if (attrs.length > 0) ops.push({ path, attrs });
        const [xc, yc] = [x.childNodes, y.childNodes];
        if (xc.length === yc.length && [...xc].every((c, i) => c.nodeName === yc[i].nodeName))
          for (let i = 0; i < xc.length; i++) diff(xc[i], yc[i], [...path, i], ops);
        else ops.push({ path, children: [...yc] });
      };
      const ops = [[], []];
      diff(b.body, a.body, [], ops[0]);
      diff(a.body, b.body, [], ops[1]);
      let shown = 0;
      const open = indexedDB.open('floor', 1);
      return new Promise((resolve) => {
        open.onsuccess = () => {
          const db = open.result;
          window.__replayTap = () => {
            const next = 1 - shown;
            const ready = ops[next].map((op) => {
              let node = document.body;
              for (const i of op.path) node = node.childNodes[i];
              const fresh = op.replace
                ? document.importNode(op.replace, true)
                : op.children?.map((c) => document.importNode(c, true));
              return { node, op, fresh };
            });
            const main = document.querySelector('main.table-screen');
            const was = main.dataset.actions;
            return window.__tapFrames(
              () => {
                const tx = db.transaction('s', 'readwrite', { durability: 'relaxed' });
                tx.objectStore('s').put({ type: 'add', player: next }, 'last');
                tx.oncomplete = () => {
                  shown = next;
                  for (const { node, op, fresh } of ready) {
                    if (op.data !== undefined) node.data = op.data;
                    else if (op.replace) node.replaceWith(fresh);
                    else if (op.attrs)
                      for (const [n, v] of op.attrs) v === null ? node.removeAttribute(n) : node.setAttribute(n, v);
                    else node.replaceChildren(...fresh);
                  }
                };
              },
              () => main.dataset.actions !== was,
            );
          };
          resolve(ops[1].length);
        };
      });
    },
    { before, after },
  );

/** One replayed tap: its frames, as `__tapFrames` reports them. */
export const replayTap = (page) =>
  page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    return window.__replayTap();
  });
