export const en = {
  logPlay: 'Log this play in BG Stats',
  hint: 'Opens BG Stats with this game, or its web page where the app is not installed. Nothing is sent until you tap.',
};
