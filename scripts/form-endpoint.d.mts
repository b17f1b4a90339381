// Types of scripts/form-endpoint.mjs for the tests that import it.
export function formEndpointOrigin(port: number): string
