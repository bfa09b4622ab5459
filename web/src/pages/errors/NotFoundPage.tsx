import { data } from "react-router";
import { NotFound, notFoundMeta } from "./NotFound";

// The not-found page, rendered by the function with status 404 at whatever unknown URL was asked
// for (decision 021).
export const loader = () => data(null, { status: 404, headers: { "Cache-Control": "public, max-age=60" } });

export const headers = ({ loaderHeaders }: { loaderHeaders: Headers }) => loaderHeaders;

export const meta = notFoundMeta;

export default NotFound;
