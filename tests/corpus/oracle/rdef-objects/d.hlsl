struct Inner { Texture2D t; SamplerState s; };
struct Mid { Inner a[2]; float4 v; };
struct Outer { float2 p; Mid m; Inner last; };
cbuffer CB { Outer g_o[2]; float g_tail; };
float4 main(float2 uv : TEXCOORD0) : SV_Target { return g_o[1].m.v * g_tail + g_o[0].p.xyxy; }
