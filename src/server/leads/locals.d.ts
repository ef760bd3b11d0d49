/** What the contact endpoint hands to /contact/retry/ through Astro.locals. */
declare namespace App {
  interface Locals {
    contactForm?: import('./http.ts').ContactFormView;
  }
}
