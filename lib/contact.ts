/**
 * What happens to a message from the contact form. There is no server yet, so the message is
 * written to the browser console; replace the body of this one function to send it somewhere real.
 */
export interface ContactMessage {
  name: string
  email: string
  phone: string
  subject: string
  message: string
}

export async function submitContactMessage(message: ContactMessage): Promise<void> {
  console.log('Contact form submitted:', JSON.stringify(message))
}
