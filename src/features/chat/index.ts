// What other features may use of chat: the "contact the store" button (it opens the chat window
// on that store's conversation). Routes and the app shell import the screens' files directly.
export { ContactStoreButton } from './components/contact-store.tsx';
