import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "katex/dist/katex.min.css";
import "./globals.css";
import { getCurrentUser } from "@/app/_server/session";
import { SiteHeader } from "@/components/site-header";

export const metadata: Metadata = {
  title: { default: "Stepwise", template: "%s · Stepwise" },
  description: "A maths tutor that checks your working one step at a time.",
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#181d25" },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader user={user} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <footer className="site-footer">Stepwise · self-hosted step-by-step maths feedback</footer>
      </body>
    </html>
  );
}
