/** The entries of a draft that a text box or a select can hold. */
type TextKey<Draft> = { [Key in keyof Draft]: Draft[Key] extends string ? Key : never }[keyof Draft];

/**
 * Binds form fields to a draft: `field('title')` is the title's value and
 * the change that sets it, so a field that only mirrors one entry says so in
 * one prop spread.
 */
export function draftBinding<Draft>(draft: Draft, change: (changes: Partial<Draft>) => void) {
  return <Key extends TextKey<Draft>>(key: Key) => ({
    value: draft[key],
    onChange: (next: Draft[Key]) => change({ [key]: next } as unknown as Partial<Draft>),
  });
}
