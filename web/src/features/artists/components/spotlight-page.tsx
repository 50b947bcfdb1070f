export default function Stub(_props: { id?: string }) { return <p>Coming soon</p>; }
