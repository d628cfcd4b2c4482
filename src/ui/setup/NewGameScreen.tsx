// Placeholder until issue 3's new-game form lands.
export default function NewGameScreen(_props: { from?: string | undefined }) {
  return <main />;
}
