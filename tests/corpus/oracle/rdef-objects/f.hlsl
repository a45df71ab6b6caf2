struct Inner { Texture2D t; SamplerState s; };
struct Outer { float4 c; Inner last; };
cbuffer A { float4 g_a; Outer g_o; };
cbuffer B { float4 g_b; };
float4 main(float2 uv : TEXCOORD0) : SV_Target { return g_a + g_o.c + g_b; }
