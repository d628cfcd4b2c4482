// Placeholder until issue 7's settings screen lands.
export default function SettingsScreen() {
  return <main />;
}
