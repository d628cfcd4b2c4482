// Placeholder until issue 3's table screens land.
export default function TableScreen(_props: { id: string }) {
  return <main />;
}
