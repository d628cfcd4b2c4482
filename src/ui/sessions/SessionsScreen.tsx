// Placeholder until issue 4's sessions screen lands.
export default function SessionsScreen() {
  return <main />;
}
