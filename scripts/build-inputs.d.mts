// Types of scripts/build-inputs.mjs for the build's steps and the tests that import it.
export declare const INPUTS_FILE: string
export declare function buildInputs(root: string, env?: NodeJS.ProcessEnv): string | null
export declare function codeInputs(root: string, env?: NodeJS.ProcessEnv, extra?: string[]): string | null
