/**
 * An address as a recognised reader sees it, 'a***@example.com': enough to
 * know it is theirs, too little for someone at a shared screen to read it.
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
