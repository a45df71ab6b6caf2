int n; float4 c[8];
float4 main(float4 p : POSITION) : POSITION { float4 r = p; for (int k = 0; k < n; k++) r += c[k]; return r + n; }
