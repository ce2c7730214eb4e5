import type { raPtBR } from './ra.pt-BR';

/** A catalogue with exactly the keys of another, every leaf a string. */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

export type RaCatalogue = SameKeys<typeof raPtBR>;
