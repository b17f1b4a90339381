// Where the form tests' endpoint listens: beside the two test servers (E2E_PORT and E2E_PORT + 1),
// so that runs on other ports do not meet. The build under test posts its forms there (scripts/e2e.mjs).
/** @param {number} port the E2E_PORT of the run */
export function formEndpointOrigin(port) {
  return `http://127.0.0.1:${port + 2}`
}
