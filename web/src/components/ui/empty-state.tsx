/** A page's big centred message in place of its list: nothing found, nothing yet, or (`alert`) a failure. */
export function EmptyState({ title, children, alert = false }: { title: string; children: string; alert?: boolean }) {
  return (
    <div role={alert ? 'alert' : undefined} className="mt-16 text-center">
      <h2 className="font-display text-3xl font-black uppercase text-white">{title}</h2>
      <p className="mt-3 text-zinc-300">{children}</p>
    </div>
  );
}
