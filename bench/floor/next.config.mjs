/** As the storefront: no telemetry header, nothing else configured. */
export default { poweredByHeader: false };
