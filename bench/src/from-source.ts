/**
 * The node flags that run the repository's TypeScript sources with no build: the `@bankdir/source` export condition
 * (each package's entry points at its src/*.ts) and tsx's loader, by its resolved URL so that any working directory
 * finds it. Every process the benchmarks start passes them.
 */
export const FROM_SOURCE = ['--conditions=@bankdir/source', '--import', import.meta.resolve('tsx')];
