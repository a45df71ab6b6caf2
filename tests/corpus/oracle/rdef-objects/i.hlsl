struct Inner { Texture2D t; SamplerState s; };
struct W { Inner i; };
struct X { W w; float4 q; W w2; };
cbuffer CB { float4 g_a; W g_w; float g_b; X g_x[2]; float g_c; };
float4 main(float2 uv : TEXCOORD0) : SV_Target { return g_a + g_b + g_x[1].q + g_c; }
