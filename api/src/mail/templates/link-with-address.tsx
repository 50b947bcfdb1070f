import { ActionButton, AddressLink, Paragraph } from './email-layout';

export interface LinkWithAddressProps {
  link: string;
  /** The button's words: 'Confirm subscription'. */
  label: string;
  /** How long the link works, ending the sentence "The link works …": 'for seven days'. */
  lasts: string;
}

/** The email's one link as a button, then as an address to copy (for clients that hide buttons), and how long it works. */
export function LinkWithAddress({ link, label, lasts }: LinkWithAddressProps) {
  return (
    <>
      <ActionButton href={link} tone="must">
        {label}
      </ActionButton>
      <Paragraph>
        Or open this link: <AddressLink href={link} />
      </Paragraph>
      <Paragraph>{`The link works ${lasts}.`}</Paragraph>
    </>
  );
}
