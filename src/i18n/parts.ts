/** A sentence with links inside it, as a dictionary writes it: strings, and links by name (the page holds the addresses). */
export type Part<Name extends string = string> = string | { to: Name; label: string };
