import 'expense-fields/styles.css';

export const metadata = { title: 'expense-fields on the Next.js App Router' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
