// What the storage layer tells the player when games cannot be saved (shown on the game and saved-games screens).
export const en = {
  unavailable:
    'This browser does not let the app store games here (private browsing?). The game goes on, but only while this page stays open: export it to keep it.',
  quota:
    'The device is out of storage space, so this game is not being saved. It goes on in this page; free some space or export it to keep it.',
  closed: 'The browser stopped saving games. This game goes on in this page but is not saved: export it to keep it.',
  readonly:
    'This game was changed in another tab, so this tab is now read-only. Reload the page to continue with the latest moves.',
};
