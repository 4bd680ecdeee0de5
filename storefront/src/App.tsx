import { BrowserRouter, Route, Routes } from 'react-router-dom';

/** Routes of spec 2.1 (filled in by the storefront pages). */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<main><h1>Wine &amp; Spirits Shop</h1></main>} />
      </Routes>
    </BrowserRouter>
  );
}
