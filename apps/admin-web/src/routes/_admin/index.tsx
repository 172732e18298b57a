import { createFileRoute, Link } from '@tanstack/react-router';

const TILES = [
  {
    to: '/vocabulary-cards',
    create: '/vocabulary-cards/create',
    title: 'Vocabulary Cards',
    text: 'Review, create, edit and import cards.',
  },
  {
    to: '/grammar-exercises',
    create: '/grammar-exercises/create',
    title: 'Grammar Exercises',
    text: 'Preview, create and edit exercises.',
  },
  {
    to: '/reading-texts',
    create: '/reading-texts/create',
    title: 'Reading Texts',
    text: 'Texts, challenge words and questions.',
  },
  {
    to: '/dual-language-books',
    create: '/dual-language-books/create',
    title: 'Dual Language Books',
    text: 'Bilingual books and their segments.',
  },
  { to: '/users', create: null, title: 'Users', text: 'Learners and vocabulary sync.' },
] as const;

export const Route = createFileRoute('/_admin/')({
  component: AdminDashboard,
});

function AdminDashboard() {
  return (
    <div className="kr-stack">
      <h1>Admin Dashboard</h1>
      <div className="kr-grid">
        {TILES.map((t) => (
          <section key={t.to} className="kr-card admin-tile">
            <h2>
              <a href={`/admin${t.to}`}>{t.title}</a>
            </h2>
            <p className="kr-muted">{t.text}</p>
            {t.create && (
              <a className="kr-btn kr-btn-secondary" href={`/admin${t.create}`}>
                Create
              </a>
            )}
          </section>
        ))}
      </div>
      <Link to="/" className="sr-only">
        Dashboard
      </Link>
    </div>
  );
}
