/** The finder's pages (without locale prefix); the shell's menus link them by the same paths. */
export const FINDER_PATH = '/protection-finder';
export const SHADE_GUIDE_PATH = '/protection-finder/welding-shade';
