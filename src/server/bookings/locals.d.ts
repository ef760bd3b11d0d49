/** What the booking endpoints hand to the booking page (src/pages/contact/book/) through a rewrite. */
declare namespace App {
  interface Locals {
    bookingPage?: import('../../lib/booking/view.ts').BookingPageView;
  }
}
