declare module "autocannon" {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p97_5: number; p99: number; max: number };
  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (req: Request) => Request;
  };
  type Options = {
    url: string | string[];
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    requests?: Request[];
    headers?: Record<string, string>;
  };
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
