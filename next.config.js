/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build folders let e2e runs and parallel developers build without clobbering each other.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Native addons and the ONNX runtime must stay outside the server bundle.
  serverExternalPackages: ["better-sqlite3", "@huggingface/transformers", "onnxruntime-node", "bcryptjs"],
  poweredByHeader: false,
  reactStrictMode: true,
  // The shipped model lives in the repo and is read at run time.
  outputFileTracingIncludes: { "/api/**": ["./models/stepwise-prm/**"] },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "same-origin" },
          { key: "X-Frame-Options", value: "DENY" },
        ],
      },
    ];
  },
};

module.exports = nextConfig;
