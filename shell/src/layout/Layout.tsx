import type { ReactNode } from 'react';
import { GlobalLoader } from '../loaders/FullPageLoader';
import { TopLoaderBar } from '../loaders/TopLoaderBar';
import { Toasts } from '../toasts/Toasts';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './layout.module.css';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <TopLoaderBar />
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      <Toasts />
      <GlobalLoader />
    </div>
  );
}
