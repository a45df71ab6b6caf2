int n = 3; float4 c[8];
float4 main(float2 uv : TEXCOORD0) : COLOR { float4 r = 0; for (int k = 0; k < n; k++) r += c[k]; return r + n; }
