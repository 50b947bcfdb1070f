import { useSearch } from 'wouter';

/** The token an email link carries (`?token=…`); empty when the link arrived cut short. */
export function useLinkToken(): string {
  return new URLSearchParams(useSearch()).get('token') ?? '';
}
