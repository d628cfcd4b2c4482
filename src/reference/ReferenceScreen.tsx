// Placeholder until issue 6's rules reference lands.
export default function ReferenceScreen(_props: { section: string | null }) {
  return <main />;
}
