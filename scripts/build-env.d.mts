// Types of scripts/build-env.mjs for the tests that import it.
export declare const buildVariables: readonly string[]
export declare function buildEnvironment(env?: NodeJS.ProcessEnv): Record<string, string>
