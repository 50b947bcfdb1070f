/** Artists in one week's spotlight: the generator picks this many and the page shows this many. */
export const SPOTLIGHT_SIZE = 5;
