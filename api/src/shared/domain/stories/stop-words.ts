/*
 * Words that say nothing about which event an article reports. Kept short on
 * purpose: a word that separates two stories must never be dropped here.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about after again against all also am an and any are as at be been before being between both but by can
  could did do does doing down during each few for from further had has have having he her here hers herself him
  himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or
  other our ours out over own same she should so some such than that the their theirs them themselves then there
  these they this those through to too under until up very was we were what when where which while who whom why
  will with would you your yours yourself yourselves says said say according told tells new one two us s t
  week weeks day days today yesterday tomorrow year years month months time just via per also still`
    .split(/\s+/)
    .filter(Boolean),
);
