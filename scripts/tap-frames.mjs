// In the page (an init script for the bench and the trace): taps a control and follows the frames after it, telling
// which frame first shows the tap's result ("shown") and which is the last to change anything ("settled"). A tap that
// settles in the frame that shows it has settled === shown; a name re-fitted after the render, or state set in an
// effect, shows up as a later settled frame.
//
// Each change (a mutation anywhere in the document, or focus moving) is given to the frame that paints it: a change
// made while a frame runs its scripts (animation-frame callbacks, then style, layout and resize observers) is in that
// frame; one made between frames (a task, an effect) is in the next. A frame's scripts start with this file's
// animation-frame callback (asked for first) and end with a resize observer on a probe it resizes in that callback;
// the frame's end is a task posted from the callback, which runs once its rendering update is over.
/** Defines `window.__tapFrames(click, done, options)` in the page: pass it to `addInitScript`. */
export function tapFramesInPage() {
  window.__tapFrames = async (click, done, { quiet = 5, most = 600, describe = false } = {}) => {
    const frames = []; // per frame: [start (rAF time), end (after its rendering update)]
    let inFrame = -1;
    let shown = -1;
    let settled = -1;
    let committed = 0;
    const late = []; // with describe: what each change after the first frame was
    const t0 = performance.now();
    const frameOfChange = () => (inFrame >= 0 ? inFrame : frames.length);
    const changed = (what) => {
      if (describe && shown >= 0 && frameOfChange() > shown) late.push(`frame +${frameOfChange() - shown}: ${what()}`);
      settled = Math.max(settled, frameOfChange());
      if (shown < 0 && done()) {
        shown = frameOfChange();
        committed = performance.now() - t0;
      }
    };
    const name = (n) =>
      n.nodeType === 1 ? `${n.tagName.toLowerCase()}.${n.className}` : `text in ${name(n.parentNode)}`;
    const probe = document.createElement('div');
    probe.style.cssText = 'position:fixed;left:0;top:0;width:1px;height:1px;contain:strict;visibility:hidden';
    // The double-tap guard's aria-disabled (no style reads it) comes and goes without changing a pixel; the probe is ours.
    const seen = (list) => {
      const counted = list.filter(
        (m) =>
          m.attributeName !== 'aria-disabled' &&
          m.target !== probe &&
          !m.addedNodes[0]?.isSameNode(probe) &&
          !m.removedNodes[0]?.isSameNode(probe),
      );
      if (counted.length > 0)
        changed(() => counted.map((m) => `${m.type} ${m.attributeName ?? ''} ${name(m.target)}`).join('; '));
    };
    const mo = new MutationObserver(seen);
    mo.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const focused = (e) => changed(() => `focus ${name(e.target)}`);
    addEventListener('focusin', focused, true);
    const scripted = new ResizeObserver(() => {
      inFrame = -1; // the frame's scripts are over: what changes from now on is drawn in the next one
    });
    document.documentElement.append(probe);
    scripted.observe(probe);
    const channel = new MessageChannel();
    const ended = new Promise((resolve) => {
      const next = () =>
        requestAnimationFrame((start) => {
          inFrame = frames.length;
          frames.push([start - t0, 0]);
          probe.style.width = `${1 + (frames.length % 2)}px`;
          channel.port2.postMessage(0);
        });
      channel.port1.onmessage = () => {
        const last = frames.length - 1;
        frames[last][1] = performance.now() - t0;
        inFrame = -1;
        if ((shown >= 0 && last - settled >= quiet) || last >= most) resolve();
        else next();
      };
      next();
    });
    click();
    await ended;
    mo.disconnect();
    scripted.disconnect();
    probe.remove();
    removeEventListener('focusin', focused, true);
    channel.port1.close();
    if (shown < 0) throw new Error(`the tap never showed its result within ${most} frames`);
    const end = (k) => frames[k][1];
    // Work: from the tap to the commit, then each frame's own work up to the settled one, without the idle waits for vsync.
    let work = committed;
    for (let k = shown, last = committed; k <= settled; k++) {
      work += end(k) - Math.max(frames[k][0], last);
      last = end(k);
    }
    return { shown: end(shown), settled: end(settled), frames: settled - shown, work, committed, late };
  };
}
