import { createBrowserRouter } from 'react-router';
import { PublicLayout } from './layouts/public-layout';
import { LandingPage } from '@/features/landing/landing-page';
import { NotFoundPage } from './routes/not-found-page';

export function createRouter() {
  return createBrowserRouter([
    {
      element: <PublicLayout />,
      children: [
        { index: true, element: <LandingPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
