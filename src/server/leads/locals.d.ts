/** What on-demand routes find in Astro.locals. */
declare namespace App {
  interface Locals {
    /**
     * The TCP peer's address (`req.socket.remoteAddress`), set by src/server/http/site-handler.ts.
     * The contact route uses it instead of Astro's `clientAddress`, which takes X-Forwarded-For
     * from any client whose Host header is an allowed domain.
     */
    socketAddress?: string;
    /** What the contact endpoint hands to /contact/retry/ to show the form again. */
    contactForm?: import('./http.ts').ContactFormView;
  }
}
