import { ContactForm } from './ContactForm';
import { submitContactMessage } from './submitContactMessage';

/** The contact page's message form as an island (its sender is code, not a serialisable prop). */
export function ContactFormIsland() {
  return <ContactForm onSubmit={submitContactMessage} />;
}
