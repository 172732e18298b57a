import { trpc } from './api.ts';

/** The admin procedures (admin-back-office.md §7; the bilingual books are `trpc.books.admin`). */
export const adminApi = trpc.admin;

/** The bilingual books' admin procedures. */
export const booksApi = trpc.books;
