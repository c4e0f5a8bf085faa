import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import './globals.css';

export const metadata: Metadata = {
  title: 'expense-fields in shadcn/ui on the Next.js App Router',
};

export default function RootLayout({ children }: Readonly<{ children: ReactNode }>) {
  // shadcn's dark variables apply under `.dark` (globals.css): <html className="dark">.
  return (
    <html lang="en">
      <body className="antialiased">{children}</body>
    </html>
  );
}
