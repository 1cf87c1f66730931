import { RouterProvider } from "react-router-dom";
import { SWRConfig } from "swr";
import { fetchResult } from "../lib/api";
import { router } from "./router";

export function App() {
  return (
    <SWRConfig value={{ fetcher: fetchResult, errorRetryCount: 2 }}>
      <RouterProvider router={router} />
    </SWRConfig>
  );
}
