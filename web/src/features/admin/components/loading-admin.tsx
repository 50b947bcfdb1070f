export function LoadingAdmin() {
  return (
    <p role="status" className="mx-auto max-w-6xl px-4 py-16 text-center text-lg font-bold text-zinc-200">
      Loading admin dashboard...
    </p>
  );
}
