// WebKitGTK (and Safari before 17.4) keep a button horizontal whatever writing mode it is given: the page is marked
// so the flat table's side edges lay their chips out without it (display.css, `.buttons-stay-horizontal`).
export function markHorizontalButtons(): void {
  const probe = document.createElement('button');
  probe.style.writingMode = 'vertical-rl';
  probe.hidden = true;
  document.body.append(probe);
  const vertical = getComputedStyle(probe).writingMode.startsWith('vertical');
  probe.remove();
  document.documentElement.classList.toggle('buttons-stay-horizontal', !vertical);
}
