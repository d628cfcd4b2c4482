export const en = {
  logPlay: 'Log this play in BG Stats',
  hint: 'Opens the BG Stats app with this game filled in, or BG Stats’ website if the app is not installed. Nothing is sent until you tap.',
};
