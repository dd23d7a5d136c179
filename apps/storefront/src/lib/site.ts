/** The shop's name, shown in the header and the page title. One place until the backend's site settings are wired in. */
export const SITE_NAME = 'SafetyGear Pro';
