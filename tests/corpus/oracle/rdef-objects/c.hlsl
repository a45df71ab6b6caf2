struct Inner { Texture2D t; SamplerState s; };
cbuffer CB { float4 g_a; Inner g_in; float4 g_b; };
float4 main(float2 uv : TEXCOORD0) : SV_Target { return g_a + g_b; }
