// Types of scripts/compiled.mjs for the build's steps and the tests that import it.
export declare function toolsFolder(root: string): string
export declare function compiledTool(root: string, entry: string): Promise<string | null>
export declare function toolArguments(root: string, entry: string): Promise<string[]>
